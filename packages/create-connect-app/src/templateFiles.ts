import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FEATURES, TEMPLATES } from './catalog.js';
import type { FeatureId } from './catalog.js';
import type { ProjectChoices } from './choices.js';

/** A generated project: file path (relative, `/`-separated) to contents. */
export type ProjectFiles = Map<string, string>;

/**
 * The folder of a template that holds the files of its features, one folder per feature laid out like the
 * project (`_features/siwx/src/app/api/siwx/[action]/route.ts`): written only when the feature is chosen.
 */
export const FEATURES_FOLDER = '_features';

/**
 * The folder of files that every template of one framework shares (`_shared/vite/src/devnet.ts`), laid out like a
 * template, `_features/` included. A template's own file of the same path takes its place.
 */
export const SHARED_FOLDER = '_shared';

/** Files renamed on the way out: npm drops `.gitignore` from published packages, so templates carry `_gitignore`. */
const RENAMED: Readonly<Record<string, string>> = { _gitignore: '.gitignore' };

/** Text files in which `{{appName}}` is replaced. */
const TOKEN_FILES = /\.(html|md)$/;

/**
 * A line of a feature block: `// #if siwx`, `// #else`, `// #endif`; in JSX `{/* #if siwx *\/}`; in CSS
 * `/* #if siwx *\/`.
 */
const MARKER = /^\s*(?:\/\/|\{?\/\*)\s*#(?:if|else|endif)\b/;
const MARKER_LINE = /^\s*(?:\/\/\s*#(?:if ([a-z]+)|else|endif)|(\{?)\/\*\s*#(?:if ([a-z]+)|else|endif)\s*\*\/(\}?))\s*$/;

function walk(dir: string, skip: (name: string) => boolean = () => false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' || skip(entry.name) ? [] : walk(path);
    return [path];
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Keeps or drops the feature blocks of a template file: the lines between `// #if siwx` and `// #endif` stay only
 * when the feature is chosen, and those between an optional `// #else` and the `// #endif` only when it is not;
 * the marker lines go. In JSX the markers are `{/* #if siwx *\/}` and so on, in CSS `/* #if siwx *\/`, each on a
 * line of its own. Throws, naming the file and line, for an unknown feature, or a nested or unclosed block.
 */
export function applyFeatureBlocks(text: string, features: readonly FeatureId[], file: string): string {
  const known: readonly string[] = FEATURES.map((feature) => feature.id);
  const kept: string[] = [];
  let open: { feature: string; line: number; otherwise: boolean } | undefined;
  text.split('\n').forEach((line, index) => {
    if (!MARKER.test(line)) {
      if (open === undefined || features.includes(open.feature as FeatureId) !== open.otherwise) kept.push(line);
      return;
    }
    const where = `${file}:${index + 1}`;
    const match = MARKER_LINE.exec(line);
    if (!match || (match[2] === '{') !== (match[4] === '}')) throw new Error(`${where}: a feature marker stands alone on its line, as "// #if siwx" or "// #endif"`);
    const feature = match[1] ?? match[3];
    if (feature === undefined && /#else\b/.test(line)) {
      if (open === undefined) throw new Error(`${where}: #else without #if`);
      if (open.otherwise) throw new Error(`${where}: a second #else in the block of #if ${open.feature} (line ${open.line})`);
      open = { ...open, otherwise: true };
      return;
    }
    if (feature === undefined) {
      if (open === undefined) throw new Error(`${where}: #endif without #if`);
      open = undefined;
      return;
    }
    if (open !== undefined) throw new Error(`${where}: #if ${feature} inside the block of #if ${open.feature} (line ${open.line})`);
    if (!known.includes(feature)) throw new Error(`${where}: unknown feature "${feature}" (known: ${known.join(', ')})`);
    open = { feature, line: index + 1, otherwise: false };
  });
  if (open !== undefined) throw new Error(`${file}:${open.line}: #if ${open.feature} is never closed`);
  return kept.join('\n');
}

/** The files of a template folder under `root`, by their path in the project, with the chosen features' blocks. */
function readFolder(root: string, choices: ProjectChoices, skip?: (name: string) => boolean): ProjectFiles {
  const files: ProjectFiles = new Map();
  for (const path of walk(root, skip)) {
    const parts = relative(root, path).split(sep);
    const name = parts.pop() ?? '';
    const out = [...parts, RENAMED[name] ?? name].join('/');
    let text = applyFeatureBlocks(readFileSync(path, 'utf8'), choices.features, out);
    if (TOKEN_FILES.test(name)) text = text.replace(/\{\{appName\}\}/g, escapeHtml(choices.packageName));
    files.set(out, text);
  }
  return files;
}

/**
 * A template's files for these choices: the files its framework's templates share (`_shared/<framework>/`), then
 * the template's own, each with its feature blocks kept or dropped, and the files of each chosen feature from the
 * `_features/<feature>/` of both.
 */
export function readTemplate(templatesDir: string, choices: ProjectChoices): ProjectFiles {
  const framework = TEMPLATES.find((template) => template.id === choices.template)?.framework;
  const layers = [...(framework ? [join(templatesDir, SHARED_FOLDER, framework)] : []), join(templatesDir, choices.template)];
  const files: ProjectFiles = new Map();
  for (const dir of layers.filter((layer) => existsSync(layer))) {
    for (const [path, text] of readFolder(dir, choices, (name) => name === FEATURES_FOLDER)) files.set(path, text);
    for (const feature of choices.features) {
      const folder = join(dir, FEATURES_FOLDER, feature);
      if (!existsSync(folder)) continue;
      for (const [path, text] of readFolder(folder, choices)) files.set(path, text);
    }
  }
  return files;
}
