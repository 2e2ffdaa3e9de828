// `npm run bench:peers`: the same one-button app built with RainbowKit, Reown AppKit, a floor app (wagmi and a
// hand-written dialog) and ours, measured interleaved in real Chromium. Figures are printed, not asserted.
// Options: `--runs N` (default 7), `--reuse-builds` (measure the builds of an earlier run).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/e2e/browser.js';
import { serveStatic } from './appSize.js';
import { BENCH_APPS, buildApp, builtApp, peerVersion } from './peers/build.js';
import type { BuiltApp } from './peers/build.js';
import { ensurePeersInstalled } from './peers/install.js';
import { measureApp } from './peers/measure.js';
import type { Measurement } from './peers/measure.js';
import { details, mediansTable, ratiosTable } from './peers/report.js';
import type { AppResults } from './peers/report.js';

function parseArgs(argv: readonly string[]): { runs: number; reuseBuilds: boolean } {
  let runs = 7;
  let reuseBuilds = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--reuse-builds') reuseBuilds = true;
    else if (arg === '--runs') {
      const value = argv[index + 1] ?? '';
      index += 1;
      if (!/^[1-9]\d*$/.test(value)) throw new Error(`--runs takes a whole number of runs of at least 1, not "${value}"`);
      runs = Number(value);
    } else throw new Error(`Unknown option "${arg}". Options: --runs N, --reuse-builds`);
  }
  return { runs, reuseBuilds };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

const { runs, reuseBuilds } = parseArgs(process.argv.slice(2));
const loadAtStart = load();
const installDir = ensurePeersInstalled();
const versions = {
  rainbowkit: peerVersion(installDir, '@rainbow-me/rainbowkit'),
  appkit: peerVersion(installDir, '@reown/appkit'),
  wagmi: peerVersion(installDir, 'wagmi'),
  react: peerVersion(installDir, 'react'),
  vite: peerVersion(installDir, 'vite'),
};
const labels: Record<string, string> = {
  floor: `Floor Z (wagmi ${versions.wagmi}, injected, own dialog)`,
  rainbowkit: `RainbowKit ${versions.rainbowkit}`,
  appkit: `Reown AppKit ${versions.appkit} (wagmi adapter)`,
};

const apps: BuiltApp[] = [];
for (const app of BENCH_APPS) {
  console.log(`${reuseBuilds ? 'Reusing the build of' : 'Building'} ${app.label}...`);
  apps.push(reuseBuilds ? builtApp(app, installDir) : buildApp(app, installDir));
}

const servers: Server[] = [];
const urls = new Map<string, string>();
for (const app of apps) {
  const served = await serveStatic(app.outDir);
  servers.push(served.server);
  urls.set(app.key, served.url);
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Second guard behind the request blocking: no host name resolves, so nothing can leave even by preconnect.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
const chromiumVersion = browser.version();
const measurements = new Map<string, Measurement[]>(apps.map((app) => [app.key, []]));
try {
  for (let run = 0; run < runs; run += 1) {
    // Interleaved: every app once per run, the starting app moving by one each run.
    const order = apps.map((_, index) => apps[(index + run) % apps.length] as BuiltApp);
    const line: string[] = [];
    for (const app of order) {
      const measurement = await measureApp(browser, app, urls.get(app.key) ?? '');
      measurements.get(app.key)?.push(measurement);
      line.push(`${app.key} ${measurement.clickToDialogMs.toFixed(1)} ms`);
    }
    console.log(`run ${run + 1}/${runs}: ${line.join(', ')}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

const results: AppResults[] = apps.map((app) => ({ app, label: labels[app.key] ?? app.label, runs: measurements.get(app.key) ?? [] }));
const floor = results.find((result) => result.app.key === 'floor') as AppResults;
const rainbowKit = results.find((result) => result.app.key === 'rainbowkit') as AppResults;
const report = [
  `Peer comparison (npm run bench:peers): medians of ${runs} interleaved runs, each in a fresh browser context`,
  `Chromium ${chromiumVersion}, Node ${process.version}, ${cpus().length} CPUs; every app: React ${versions.react}, Vite ${versions.vite} production build, Ethereum mainnet + Base`,
  `Load average (1 / 5 / 15 min): start ${loadAtStart}, end ${load()}`,
  '',
  mediansTable(results),
  '',
  'Ratios of the medians ("=": both 0; "–": the reference is 0). To the floor app Z:',
  '',
  ratiosTable(results, floor),
  '',
  `Ratio to RainbowKit:`,
  '',
  ratiosTable(results, rainbowKit),
  '',
  'Per app:',
  details(results),
].join('\n');

console.log(`\n${report}`);
const artifacts = fileURLToPath(new URL('../.artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });
writeFileSync(`${artifacts}bench-peers.txt`, `${report}\n`);
console.log('\nSaved to .artifacts/bench-peers.txt');
