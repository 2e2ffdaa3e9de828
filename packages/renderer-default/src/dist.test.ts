import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const built = existsSync(`${distDir}style.css`) && existsSync(`${distDir}index.js`);
const NOT_BUILT = 'dist/ is missing: run `npm run build -w @connect-modal/renderer-default` first (the root `npm test` does)';

describe('built package', () => {
  it('ships one stylesheet, no vanilla-extract runtime, and each view as its own lazily imported module', (ctx) => {
    if (!built) return ctx.skip(NOT_BUILT);
    const css = readFileSync(`${distDir}style.css`, 'utf8');
    const registry = readFileSync(`${distDir}modal/viewRegistry.js`, 'utf8');
    const card = readFileSync(`${distDir}modal/modal.css.js`, 'utf8');
    const className = /var card = "([^"]+)"/.exec(card)?.[1];
    expect(className).toBeTruthy();
    expect(css).toContain(`.${className} {`);
    expect(card).not.toMatch(/@vanilla-extract/);
    expect(registry).toContain('import("../views/ReceiveView.js")');
    expect(existsSync(`${distDir}views/ReceiveView.js`)).toBe(true);
    expect(registry).toContain('import("../views/ConnectingWalletConnectView.js")');
    expect(registry).toContain('import("../views/ConnectingWalletConnectBasicView.js")');
    expect(readFileSync(`${distDir}index.js`, 'utf8')).toMatch(/^"use client";/);
  });

  it('runs from the built entry without a DOM', async (ctx) => {
    if (!built) return ctx.skip(NOT_BUILT);
    const mod = (await import(/* @vite-ignore */ `${distDir}index.js`)) as { truncateAddress(address: string): string };
    expect(mod.truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…dc79C8');
  });
});
