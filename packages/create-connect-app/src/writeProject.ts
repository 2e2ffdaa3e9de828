import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from './choices.js';
import type { ProjectFiles } from './render.js';

/** Whether a path is a folder with something in it. */
export function isNonEmptyDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory() && readdirSync(path).length > 0;
}

/** Writes the files under `root`. An existing non-empty folder is refused unless `force` is set. */
export function writeProject(root: string, files: ProjectFiles, options: { force: boolean }): void {
  if (existsSync(root) && !statSync(root).isDirectory()) {
    throw new UsageError(`${root} exists and is not a folder.`);
  }
  if (isNonEmptyDirectory(root) && !options.force) {
    throw new UsageError(`The folder ${root} is not empty. Choose another name, or pass --force to write the project's files into it.`);
  }
  for (const [path, contents] of files) {
    const target = join(root, ...path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
}
