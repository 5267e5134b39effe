#!/usr/bin/env node
// Tiny launcher. `--version` and plain `--help` are answered here from files made at build time, so
// they cost no more than starting Node; everything else loads the CLI (with Node's compile cache where
// this Node has it).
import { readFileSync } from 'node:fs';
import module from 'node:module';

const args = process.argv.slice(2);
const fast = process.env.FRESHER_NO_FAST_PATH !== '1';

if (fast && args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else if (fast && helpFromSnapshot(args)) {
  // Printed.
} else {
  if (typeof module.enableCompileCache === 'function') {
    try {
      module.enableCompileCache();
    } catch {
      // A read-only cache directory only costs speed.
    }
  }
  await import('../dist/index.js');
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
    help = JSON.parse(readFileSync(new URL('../dist/help.json', import.meta.url), 'utf8'));
  } catch {
    return false;
  }
  const text = help[words.join(' ')];
  if (typeof text !== 'string') return false;
  process.stdout.write(text);
  return true;
}
