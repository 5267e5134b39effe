#!/usr/bin/env node
'use strict';
// The bundle loads ES-module-only packages through require(esm): Node 20.19+ and 22.12+ have it; 21 and
// 22.0-22.11 would fail later with an error that blames our code. Checked first, in syntax any Node parses.
var supported = (function (v) {
  var major = Number(v[0]);
  var minor = Number(v[1]);
  return (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
})(process.versions.node.split('.'));
if (!supported) {
  process.stderr.write('fresher: needs Node.js 20.19+ or 22.12+ (this is ' + process.version + ')\n');
  process.exit(1);
}

// Node 22.12 (alone: 22.13 and 20.19 say nothing) warns on every require(esm) from outside
// node_modules. It is how the bundle is meant to load chalk and conf, so that one warning is dropped;
// every other warning still goes to Node's own printer.
const printers = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && / is loading ES Module .* using require\(\)/.test(warning.message)) return;
  for (const print of printers) print(warning);
});

// Tiny launcher, CommonJS (see bin/package.json) because that starts quicker than an ES module.
// `--version` and plain `--help` are answered here from files made at build time, so they cost no more
// than starting Node; everything else runs the CLI bundle through dist/launch.cjs (V8 code cache).
const { fstatSync, readFileSync, statSync, writeSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist');
const args = process.argv.slice(2);
const fast = process.env.FRESHER_NO_FAST_PATH !== '1';

if (fast && args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  print(`${JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version}\n`);
} else if (fast && helpFromSnapshot(args)) {
  // Printed.
} else {
  require(join(dist, 'launch.cjs')).launch(join(dist, 'index.cjs'), process.env);
}

/**
 * Writes to stdout without process.stdout: building that stream loads Node's stream and socket
 * classes, 5-10 ms, more than the rest of the launcher. `| head -1` may close the pipe first: quietly.
 */
function print(text) {
  const bytes = Buffer.from(text);
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at);
  } catch (e) {
    if (e.code === 'EPIPE') return;
    if (e.code !== 'EAGAIN') throw e;
    // A non-blocking pipe that is full: the stream waits for the reader.
    process.stdout.on('error', () => {});
    process.stdout.write(bytes.subarray(at));
  }
}

/** Whether stdout is a terminal, asking process.stdout (see print) only of a character device other than /dev/null. */
function stdoutIsTTY() {
  try {
    const out = fstatSync(1);
    if (!out.isCharacterDevice() || out.rdev === statSync('/dev/null').rdev) return false;
  } catch {
    // Not answerable here (no /dev/null on Windows): as below.
  }
  return process.stdout.isTTY === true;
}

/** `fresher [words] --help`, `-h` or `help [words]`, with nothing else: print the snapshot if it has it. */
function helpFromSnapshot(argv) {
  let words;
  if (argv.length > 0 && (argv.at(-1) === '--help' || argv.at(-1) === '-h')) words = argv.slice(0, -1);
  else if (argv[0] === 'help') words = argv.slice(1);
  else return false;
  if (words.some((w) => w.startsWith('-'))) return false;
  // Piped or 80 columns wide (the usual case): the text made for that width, one small file to read.
  // Otherwise the snapshot of all commands, fitted by help-wrap (helpWidth there says the same).
  const columns = Number(process.env.COLUMNS);
  const tty = !(Number.isInteger(columns) && columns > 0) && stdoutIsTTY();
  const width = Number.isInteger(columns) && columns > 0 ? columns : tty && process.stdout.columns > 0 ? process.stdout.columns : 80;
  if (width === 80 && words.every((w) => /^[a-z][a-z0-9-]*$/.test(w))) {
    try {
      print(readFileSync(join(dist, 'help-80', `${words.length === 0 ? '_' : words.join('_')}.txt`), 'utf8'));
      return true;
    } catch {
      // Not a command the snapshot has: as below.
    }
  }
  let help;
  try {
    help = JSON.parse(readFileSync(join(dist, 'help.json'), 'utf8'));
  } catch {
    return false;
  }
  const text = help[words.join(' ')];
  if (typeof text !== 'string') return false;
  const { helpWidth, wrapHelp } = require(join(dist, 'help-wrap.cjs'));
  print(wrapHelp(text, helpWidth(process.env, tty ? process.stdout.columns : undefined)));
  return true;
}
