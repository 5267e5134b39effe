/**
 * Build step: renders the help of every command once, through commander itself, into dist/help.json.
 * bin/fresher.js prints from it for plain `--help` calls, so help costs no more than starting Node;
 * a test checks it against commander's live output for every command.
 */
import { writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import { systemClock } from './api/clock.js';
import type { Context } from './cli/context.js';
import { buildProgram } from './cli/program.js';

let captured = '';
const sink = new Writable({
  write(chunk: Buffer | string, _enc, done) {
    captured += chunk.toString();
    done();
  },
});
const ctx: Context = {
  env: {}, stdin: process.stdin, stdout: sink, stderr: sink, stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false,
  columns: 80, rows: 24, clock: systemClock, signal: new AbortController().signal, onInterrupt: new Set(),
};
const program = buildProgram(ctx, { code: 0 });
const help: Record<string, string> = {};
const walk = (cmd: Command, path: string[]): void => {
  captured = '';
  cmd.outputHelp();
  help[path.join(' ')] = captured;
  for (const sub of cmd.commands) walk(sub, [...path, sub.name()]);
};
walk(program, []);
const out = process.argv[2] ?? 'dist/help.json';
writeFileSync(out, JSON.stringify(help));
process.stderr.write(`wrote help for ${Object.keys(help).length} commands to ${out}\n`);
