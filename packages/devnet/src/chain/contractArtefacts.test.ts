// The committed contract artefacts (ABIs and creation bytecode) are what their Solidity sources compile to: each
// compile script's `--check` recompiles with the pinned solc and compares with the committed module.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

function check(script: string): string {
  return execFileSync(process.execPath, [script, '--check'], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('committed contract artefacts', () => {
  it('match the dev chain contracts and the Uniswap V2 build folders', () => {
    const printed = check('scripts/compile-contracts.mjs');
    expect(printed).toContain('src/chain/artifacts.generated.ts is up to date');
    expect(printed).toContain('src/chain/uniswapArtifacts.generated.ts is up to date');
  }, 120_000);

  it('match the smart-account contracts', () => {
    expect(check('src/aa/compileAccountContracts.mjs')).toContain('src/aa/accountArtifacts.generated.ts is up to date');
  }, 120_000);
});
