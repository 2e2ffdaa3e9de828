// Every text a visitor reads in the default modal comes from the messages modules, so every locale translates it:
// this test fails on a user-facing string literal in a renderer component (JSX text, or a literal in an attribute a
// person reads or hears), and names the file, line and text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../../packages/renderer-default/src/', import.meta.url));
/** The messages modules, where texts belong. */
const MESSAGES = join(SOURCE, 'messages');
/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
/** Text with a letter in any script: symbols, digits and punctuation alone are not language. */
const WORDS = /\p{L}/u;

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return path === MESSAGES ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** The user-facing literals of a component file, as `file:line "text"`. */
function literalsOf(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${relative(SOURCE, path)}:${line + 1} "${value.trim()}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : undefined;
      if (value && WORDS.test(value.text)) report(value, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-facing texts', () => {
  it('come only from the messages modules: no literal text in a renderer component', () => {
    const files = componentFiles(SOURCE);
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((file) => literalsOf(file))).toEqual([]);
  });

  it('are caught when written in a component: JSX text and read attributes, not symbols or code', () => {
    const sample = join(SOURCE, 'views', 'Sample.tsx');
    const code = [
      'export const A = () => (',
      '  <p title="Hello" className="row" aria-label={"Close it"} data-testid="x">',
      '    Pick a wallet <b>{t("x")}</b> ✓ 42 · {count}',
      '    <img alt="" placeholder={t("y")} />',
      '  </p>',
      ');',
    ].join('\n');
    expect(literalsOf(sample, code)).toEqual(['views/Sample.tsx:2 "Hello"', 'views/Sample.tsx:2 "Close it"', 'views/Sample.tsx:3 "Pick a wallet"']);
  });
});
