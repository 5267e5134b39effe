/**
 * Help fitted to 80 columns, as a terminal and a pipe get it (issue 20): every description continues
 * at its own column, none of its lines falls back to the left edge, nothing but an example line is
 * wider than the terminal. The fast path (bin/fresher.js, snapshot) and the live CLI agree.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wrapHelp } from '../../src/help-wrap.js';
import { runCli } from '../helpers/cli.js';

const ENVIRONMENT_AT_80 = `Environment:
  FRESHER_API_URL, FRESHER_SITE_URL   API and dataset origins (default: the
                                      built-in sandbox)
  FRESHER_FORMAT, FRESHER_TIMEOUT     default format, network timeout
  FRESHER_MAX_WAIT                    longest total wait on rate limits
                                      (seconds)
  FRESHER_CACHE_TTL                   lifetime of the cached filter vocabulary
  NO_COLOR, FORCE_COLOR               turn colour off / force it on
  FRESHER_PAGER, PAGER                pager for output taller than the terminal
                                      (default less -FRX; cat: none)
  HTTP_PROXY, HTTPS_PROXY, NO_PROXY   proxies
  FRESHER_CONFIG_DIR, FRESHER_STATE_DIR, FRESHER_CACHE_DIR
                                      where config, state and caches live
                                      (XDG_*_HOME, or %APPDATA% and
                                      %LOCALAPPDATA% on Windows; see 'fresher
                                      config path')
`;

const section = (help: string, name: string): string => {
  const from = help.indexOf(`${name}:\n`);
  const to = help.indexOf('\n\n', from);
  return help.slice(from, to === -1 ? undefined : to + 1);
};

describe('--help at 80 columns', () => {
  it('piped (the build-time snapshot) and on an 80-column terminal: the Environment section keeps its columns', async () => {
    const piped = await runCli(['--help']);
    const tty = await runCli(['--help'], { tty: true, columns: 80, env: { FRESHER_NO_FAST_PATH: '1' } });
    for (const r of [piped, tty]) {
      expect(r.code).toBe(0);
      expect(section(r.stdout, 'Environment')).toBe(ENVIRONMENT_AT_80);
    }
    expect(tty.stdout).toBe(piped.stdout);
  });

  it('help shown on stderr (fresher alone, piped; a group without its command) is fitted as --help is', async () => {
    for (const args of [[], ['config'], ['search']]) {
      const r = await runCli(args);
      const lines = r.stderr.split('\n');
      expect(lines[0], args.join(' ')).toMatch(/^Usage: fresher/);
      // Descriptions are filled to 80 columns; only a term's own long line (an example, a variable list) runs past.
      expect(Math.max(...lines.map((l) => l.length)), args.join(' ')).toBeLessThanOrEqual(105);
      const about = lines.find((l) => /^(Fresher and|manage|run, save)/i.test(l));
      if (about) expect(about.length, about).toBeLessThanOrEqual(80);
    }
  });

  it('every command: no line wider than 80 but whole example lines, and no description line back at a term column', () => {
    const snapshot = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/help.json'), 'utf8')) as Record<string, string>;
    for (const [path, text] of Object.entries(snapshot)) {
      const lines = wrapHelp(text, 80).split('\n');
      for (const line of lines) if (!/^\s*\$ /.test(line)) expect(line.length, `${path}: ${line}`).toBeLessThanOrEqual(80);
      // In a list, a line at the terms' column is a term: with its description beside it or below it.
      const isRow = (line: string): boolean => /^ {2}\S.*?\S {2,}\S/.test(line);
      for (const [i, line] of lines.entries()) {
        if (i === 0 || !/^ {2}\S/.test(line) || isRow(line) || /^\s*\$ /.test(line)) continue;
        if (isRow(lines[i - 1] as string)) expect(/^ {4,}\S/.test(lines[i + 1] ?? ''), `${path}: "${line}" after "${lines[i - 1]}"`).toBe(true);
      }
    }
  });
});

describe('wrapHelp', () => {
  it('fills a description written on several lines again for the width, at its column', () => {
    const text = '  --long-option <v>   the first part of a description\n                      that goes on here and ends here\n  --next              short';
    expect(wrapHelp(text, 60)).toBe(
      '  --long-option <v>   the first part of a description that\n                      goes on here and ends here\n  --next              short',
    );
  });

  it('a term too long for its column keeps its own line, the description below; too narrow, it hangs four right of the term', () => {
    const text = '  A_VERY_LONG_NAME, ANOTHER_LONG_NAME\n            what they do, in a few words\n  X         y';
    expect(wrapHelp(text, 40)).toBe('  A_VERY_LONG_NAME, ANOTHER_LONG_NAME\n            what they do, in a few words\n  X         y');
    expect(wrapHelp(text, 28)).toBe('  A_VERY_LONG_NAME,\n  ANOTHER_LONG_NAME\n      what they do, in a few\n      words\n  X         y');
  });
});
