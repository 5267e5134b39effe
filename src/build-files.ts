/**
 * Build step: files made from the command table.
 * - dist/help.json: the help of every command, rendered once through commander itself; dist/help-80/
 *   holds each fitted to 80 columns. bin/fresher.js
 *   prints from it for plain `--help` calls, so help costs no more than starting Node; a test checks
 *   it against commander's live output for every command.
 * - completions/fresher.{bash,zsh,fish,ps1}: the shipped completion scripts (what `fresher completion
 *   SHELL` prints, made at every build so the two never differ).
 * - dist/man/fresher.1: the manual page (package.json's `man`), from the command table and the help.
 * - With --readme: the README's option reference (`npm run docs`; a test says when it is stale).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import { systemClock } from './api/clock.js';
import { SHELLS } from './cli/command-table.js';
import { COMPLETION_FILES, completionScript } from './cli/completion/scripts.js';
import type { Context } from './cli/context.js';
import { withReference } from './cli/docs.js';
import { buildProgram } from './cli/program.js';
import { manPage } from './cli/manpage.js';
import { wrapHelp } from './help-wrap.js';
import { VERSION } from './version.js';

let captured = '';
const sink = new Writable({
  write(chunk: Buffer | string, _enc, done) {
    captured += chunk.toString();
    done();
  },
});
const ctx: Context = {
  env: {},
  stdin: process.stdin,
  stdout: sink,
  stderr: sink,
  stdinIsTTY: false,
  stdoutIsTTY: false,
  stderrIsTTY: false,
  columns: 80,
  rows: 24,
  clock: systemClock,
  signal: new AbortController().signal,
  onInterrupt: new Set(),
};

function main(helpOut: string, completionsDir: string): void {
  const program = buildProgram(ctx, { code: 0 }, { rawHelp: true });
  const help: Record<string, string> = {};
  const walk = (cmd: Command, path: string[]): void => {
    captured = '';
    cmd.outputHelp();
    help[path.join(' ')] = captured;
    for (const sub of cmd.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  writeFileSync(helpOut, JSON.stringify(help));
  // The same help already fitted to 80 columns (the width when piped or COLUMNS=80), one file per
  // command: bin/fresher.js prints one of these without parsing the whole snapshot or loading the wrapper.
  const fitted = join(dirname(helpOut), 'help-80');
  mkdirSync(fitted, { recursive: true });
  for (const [path, text] of Object.entries(help)) writeFileSync(join(fitted, `${path === '' ? '_' : path.replaceAll(' ', '_')}.txt`), wrapHelp(text, 80));
  // Dated by SOURCE_DATE_EPOCH when the packager sets it (reproducible builds), else today.
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const date = new Date(Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now()).toISOString().slice(0, 10);
  const man = join(dirname(helpOut), 'man');
  mkdirSync(man, { recursive: true });
  writeFileSync(join(man, 'fresher.1'), manPage({ version: VERSION, date, topHelp: help[''] ?? '' }));
  mkdirSync(completionsDir, { recursive: true });
  for (const shell of SHELLS) writeFileSync(`${completionsDir}/${COMPLETION_FILES[shell]}`, completionScript(shell));
  process.stderr.write(`wrote help for ${Object.keys(help).length} commands to ${helpOut}, completion scripts to ${completionsDir}/, the manual to ${man}/\n`);
}

if (process.argv[2] === '--readme') {
  // `npm run docs`: the README's option reference, from the table.
  const path = process.argv[3] ?? 'README.md';
  writeFileSync(path, withReference(readFileSync(path, 'utf8')));
  process.stderr.write(`updated the option reference in ${path}\n`);
} else {
  main(process.argv[2] ?? 'dist/help.json', process.argv[3] ?? 'completions');
}
