// What the devnet's contract compile scripts share: one solc standard-JSON input (the same settings for every
// contract), compiling with the solc wasm build from npm, the generated TypeScript module of ABIs and creation
// bytecode, and writing it or, with `--check`, failing when the committed file is stale.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

const require = createRequire(import.meta.url);
const solc = require('solc');

/** The solc version the artefacts are made with. */
export const solcVersion = () => solc.version();

/**
 * Compiles `sources` (source unit name -> { content }) resolving imports with `findImports`; prints the compiler's
 * messages and exits 1 on an error.
 */
export function compileSources(sources, findImports) {
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      // Cancun is the newest fork every anvil release in use supports; OpenZeppelin 5 needs mcopy.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      // Without the metadata hash, editing a comment does not change the bytecode.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  for (const entry of output.errors ?? []) console.error(entry.formattedMessage ?? entry.message);
  if ((output.errors ?? []).some((entry) => entry.severity === 'error')) process.exit(1);
  return output;
}

/** Resolves an import through Node's module resolution (node_modules), or names what could not be found. */
export function resolveImport(path, resolvePath = (name) => require.resolve(name)) {
  try {
    return { contents: readFileSync(resolvePath(path), 'utf8') };
  } catch (error) {
    return { error: `cannot resolve ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The generated module's text: `header` lines, then each target's ABI and creation bytecode. */
export function artefactModule(output, targets, header) {
  const lines = [...header, `// Compiler: solc ${solc.version()}`, ''];
  for (const { file, contract, prefix } of targets) {
    const artefact = output.contracts?.[`contracts/${file}`]?.[contract];
    if (!artefact) {
      console.error(`missing artefact for ${contract}`);
      process.exit(1);
    }
    lines.push(`/** ABI of the ${contract} contract. */`);
    lines.push(`export const ${prefix}Abi = ${JSON.stringify(artefact.abi, null, 2)} as const;`);
    lines.push('');
    lines.push(`/** Creation bytecode of the ${contract} contract. */`);
    lines.push(`export const ${prefix}Bytecode: \`0x\${string}\` = '0x${artefact.evm.bytecode.object}';`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Writes each [file, text], or with `--check` in the arguments exits 1 when a file differs from its text. */
export function writeOrCheck(outputs, script) {
  if (!process.argv.includes('--check')) {
    for (const [file, wanted] of outputs) {
      writeFileSync(file, wanted);
      console.log(`wrote ${relative(process.cwd(), file) || file}`);
    }
    return;
  }
  let stale = false;
  for (const [file, wanted] of outputs) {
    const shown = relative(process.cwd(), file) || file;
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A missing file is just another way of being stale.
    }
    if (current !== wanted) {
      console.error(`${shown} is out of date; run ${script}`);
      stale = true;
    } else {
      console.log(`${shown} is up to date`);
    }
  }
  if (stale) process.exit(1);
}
