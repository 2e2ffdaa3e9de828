import { describe, expect, it } from 'vitest';
import { applyFeatureBlocks } from './templateFiles.js';

const source = [
  "import { a } from './a';",
  '// #if siwx',
  "import { b } from './b';",
  '// #endif',
  'export function View() {',
  '  return (',
  '    <div>',
  '      {/* #if siwx */}',
  '      <B />',
  '      {/* #else */}',
  '      <A />',
  '      {/* #endif */}',
  '    </div>',
  '  );',
  '}',
  '/* #if history */',
  '.b { color: red; }',
  '/* #endif */',
  '',
].join('\n');

describe('feature blocks of template files', () => {
  it('keeps a block with its feature, its #else part without it, and drops the marker lines', () => {
    expect(applyFeatureBlocks(source, ['siwx'], 'View.tsx')).toBe(
      ["import { a } from './a';", "import { b } from './b';", 'export function View() {', '  return (', '    <div>', '      <B />', '    </div>', '  );', '}', ''].join('\n'),
    );
    expect(applyFeatureBlocks(source, ['history'], 'View.tsx')).toBe(
      ["import { a } from './a';", 'export function View() {', '  return (', '    <div>', '      <A />', '    </div>', '  );', '}', '.b { color: red; }', ''].join('\n'),
    );
  });

  it('leaves a file without markers as it is', () => {
    const plain = 'const a = 1; // #ifdef is not a marker\n// #iffy neither\n';
    expect(applyFeatureBlocks(plain, [], 'a.ts')).toBe(plain);
  });

  it('refuses an unknown feature, a nested, stray or unclosed block, and a marker with more on its line, naming the line', () => {
    expect(() => applyFeatureBlocks('// #if email\n// #endif\n', [], 'a.ts')).toThrow('a.ts:1: unknown feature "email" (known: onramp, swaps, receive, send, history, siwx)');
    expect(() => applyFeatureBlocks('// #if siwx\n// #if history\n// #endif\n', [], 'a.ts')).toThrow('a.ts:2: #if history inside the block of #if siwx (line 1)');
    expect(() => applyFeatureBlocks('x\n// #endif\n', [], 'a.ts')).toThrow('a.ts:2: #endif without #if');
    expect(() => applyFeatureBlocks('// #else\n', [], 'a.ts')).toThrow('a.ts:1: #else without #if');
    expect(() => applyFeatureBlocks('// #if siwx\n// #else\n// #else\n// #endif', [], 'a.ts')).toThrow('a.ts:3: a second #else');
    expect(() => applyFeatureBlocks('a\n// #if siwx\nb\n', ['siwx'], 'a.ts')).toThrow('a.ts:2: #if siwx is never closed');
    expect(() => applyFeatureBlocks('// #if siwx then more\n// #endif\n', [], 'a.ts')).toThrow('a.ts:1: a feature marker stands alone on its line');
    expect(() => applyFeatureBlocks('{/* #if siwx */\n// #endif\n', [], 'a.ts')).toThrow('a.ts:1: a feature marker stands alone on its line');
  });
});
