#!/usr/bin/env node
import { run } from './run.js';

const code = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  cwd: process.cwd(),
  env: process.env,
});
process.exitCode = code;
