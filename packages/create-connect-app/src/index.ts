/** Scaffolder for apps using the wallet-connection modal: the command and its building blocks. */
export const cliPackage = 'create-connect-app';

export { run, createProgram, packageVersion, templatesDirectory } from './run.js';
export type { CliIo } from './run.js';
export * from './catalog.js';
export * from './choices.js';
export { featureValues, pmCommands, renderConfig, renderConfigTest, renderPackageJson, renderProject, renderReadme } from './render.js';
export type { ProjectFiles } from './render.js';
export { isNonEmptyDirectory, writeProject } from './writeProject.js';
export { DEPENDENCY_VERSIONS } from './versions.js';
