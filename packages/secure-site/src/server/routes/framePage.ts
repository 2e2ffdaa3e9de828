import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frameAncestors } from '../origins/matchOrigin.js';

/** The frame page's configuration, embedded as JSON for the frame script. */
export interface FrameConfig {
  projectId: string;
  allowedOrigins: string[];
  chainId: string | null;
  enableLogger: boolean;
}

/** The CSP of the frame page: only its own script and API, framed only by the project's allowed origins. */
export function frameCsp(allowedOrigins: readonly string[]): string {
  return `default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors(allowedOrigins)}`;
}

/** The iframe HTML: the config JSON (with `<` escaped) and the frame script. */
export function frameHtml(config: FrameConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure wallet</title>
<script id="secure-site-config" type="application/json">${json}</script>
<script type="module" src="/frame.js"></script>
</head>
<body></body>
</html>`;
}

/** The page shown after a device-approval link was followed. */
export function approvalHtml(approved: boolean): string {
  const text = approved ? 'This device is approved. You can close this tab.' : 'This approval link is invalid or has expired. Sign in again to get a new one.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Device approval</title></head>
<body><p>${text}</p></body>
</html>`;
}

/** The package's folder, found by walking up from this file to its package.json (works from src and dist). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@connect-modal/secure-site') return dir;
    dir = dirname(dir);
  }
  return dirname(fileURLToPath(import.meta.url));
}

/** Default location of the built frame script: `dist/frame/frame.js` in this package. */
export function defaultFrameScriptPath(): string {
  return join(packageRoot(), 'dist', 'frame', 'frame.js');
}
