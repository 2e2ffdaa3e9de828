// Builds one bench app and prints its sizes as JSON on the last line (see buildAndMeasureApart).
import { buildAndMeasure } from './appSize.js';

const appDir = process.argv[2];
if (!appDir) throw new Error('usage: measureApp <app folder>');
const result = await buildAndMeasure(appDir);
console.log(JSON.stringify(result));
