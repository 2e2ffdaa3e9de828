// Builds one of our bench apps (Vite production build from the workspace sources) with the React 18 of the peers'
// install, so every app of the peer comparison ships the same React. Prints the output folder on its last line.
import { join, resolve } from 'node:path';
import { build } from 'vite';

const [appDir, reactInstall] = process.argv.slice(2);
if (!appDir || !reactInstall) throw new Error('usage: buildOurApp <app folder> <node_modules folder holding react and react-dom>');
const root = resolve(appDir);
const modules = resolve(reactInstall);

await build({
  configFile: join(root, 'vite.config.ts'),
  root,
  logLevel: 'warn',
  mode: 'production',
  resolve: {
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: `${join(modules, 'react-dom')}$1` },
      { find: /^react(\/.*)?$/, replacement: `${join(modules, 'react')}$1` },
    ],
  },
});
console.log(join(root, 'dist'));
