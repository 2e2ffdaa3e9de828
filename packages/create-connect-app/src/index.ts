/** Scaffolder for apps using the wallet-connection modal: the command and its building blocks. */
export const cliPackage = 'create-connect-app';

export { run, createProgram, packageVersion, templatesDirectory } from './run.js';
export type { CliIo } from './run.js';
export * from './catalog.js';
export * from './choices.js';
export { featureValues, modalPackages, renderConfig, renderConfigTest, renderPackageJson, renderProject } from './render.js';
export type { ProjectFiles, SwitchFeatureId } from './render.js';
export { pmCommands } from './pmCommands.js';
export { renderReadme } from './renderReadme.js';
export { renderSiwxServer } from './renderSiwx.js';
export { applyFeatureBlocks, readTemplate } from './templateFiles.js';
export { isNonEmptyDirectory, writeProject } from './writeProject.js';
export { DEPENDENCY_VERSIONS } from './versions.js';
