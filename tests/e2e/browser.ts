import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';

const HOW_TO_GET_A_BROWSER =
  'No Chromium found for the browser tests. Install it (Debian/Ubuntu: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** The Chromium binary: CHROMIUM_PATH, else the system's chromium. Throws how to get one when missing. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (path) return path;
    } catch {
      // Not on PATH under this name.
    }
  }
  throw new Error(HOW_TO_GET_A_BROWSER);
}

/** A fresh headless Chromium with its own profile; `close` removes the profile. */
export async function launchBrowser(): Promise<{ context: BrowserContext; browser: Browser | null; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'connect-modal-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    browser: context.browser(),
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
