import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Runs the built package in a plain Node process (no bundler, no source condition).
describe('built headless package in plain Node', () => {
  it('exports createConnectConfig from the core entry and throws the documented errors', () => {
    expect(existsSync(resolve(root, 'packages/headless/dist/core/index.js')), 'run `npm run build` first').toBe(true);
    const script = `
      const core = await import('@connect-modal/headless');
      const viaCore = await import('@connect-modal/headless/core');
      const out = { same: core.createConnectConfig === viaCore.createConnectConfig, errors: [] };
      const attempts = [
        { networks: [core.mainnet] },
        { projectId: 'p', networks: [core.mainnet], siweConfig: {}, siwx: {} },
        { projectId: 'p', networks: [] },
      ];
      for (const options of attempts) {
        try { core.createConnectConfig(options); out.errors.push('no error'); }
        catch (error) { out.errors.push([error.name, error.code, error.message]); }
      }
      const config = core.createConnectConfig({ projectId: 'p', networks: [core.mainnet], storage: core.memoryStorage() });
      core.openModal(config);
      out.view = config._internal.router.get().view;
      out.actions = ['connect', 'disconnect', 'switchNetwork', 'signMessage', 'request', 'openModal', 'closeModal'].every((name) => typeof core[name] === 'function');
      console.log(JSON.stringify(out));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      same: true,
      errors: [
        ['ConfigError', 'PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured: pass a projectId to createConnectConfig'],
        ['ConfigError', 'INVALID_CONFIG', 'Cannot set both siweConfig and siwx: use siwx only'],
        ['ConfigError', 'INVALID_CONFIG', 'Invalid config at "networks": Invalid input'],
      ],
      view: 'ConnectingWalletConnectBasic',
      actions: true,
    });
  });
});
