#!/usr/bin/env node
'use strict';
// Tiny launcher, CommonJS (see bin/package.json) because that starts quicker than an ES module.
// `--version` and plain `--help` are answered here from files made at build time, so they cost no more
// than starting Node; everything else runs the CLI bundle through dist/launch.cjs (V8 code cache).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist');
const args = process.argv.slice(2);
const fast = process.env.FRESHER_NO_FAST_PATH !== '1';

if (fast && args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version}\n`);
} else if (fast && helpFromSnapshot(args)) {
  // Printed.
} else {
  require(join(dist, 'launch.cjs')).launch(join(dist, 'index.cjs'), process.env);
}

/** `fresher [words] --help`, `-h` or `help [words]`, with nothing else: print the snapshot if it has it. */
function helpFromSnapshot(argv) {
  let words;
  if (argv.length > 0 && (argv.at(-1) === '--help' || argv.at(-1) === '-h')) words = argv.slice(0, -1);
  else if (argv[0] === 'help') words = argv.slice(1);
  else return false;
  if (words.some((w) => w.startsWith('-'))) return false;
  let help;
  try {
    help = JSON.parse(readFileSync(join(dist, 'help.json'), 'utf8'));
  } catch {
    return false;
  }
  const text = help[words.join(' ')];
  if (typeof text !== 'string') return false;
  process.stdout.write(text);
  return true;
}
