/**
 * The manual page and the README's install from a clone: dist/man/fresher.1 is made by the build from
 * the command table, lints clean (groff -ww, mandoc -T lint), names every command and global option;
 * `npm install -g .` puts `fresher` and `man fresher` on a fresh prefix.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allCommands, GLOBAL_OPTIONS } from '../../src/cli/command-table.js';
import { helpSection, roff } from '../../src/cli/manpage.js';
import { VERSION } from '../../src/version.js';
import { runProcess } from '../helpers/cli.js';

const root = resolve(import.meta.dirname, '../..');
const page = join(root, 'dist', 'man', 'fresher.1');
const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const work = mkdtempSync(join(tmpdir(), 'fresher-man-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** man's bold and underline are overstrikes (a character, a backspace) when piped: the text without them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the backspace of an overstrike is what is stripped
const plain = (text: string): string => text.replace(/.\x08/g, '');

/** The page as man shows it at 80 columns, in the C locale (no UTF-8 to fall back on). */
function rendered(file = page): { text: string; stderr: string; status: number | null } {
  const r = spawnSync('man', ['-l', file], { encoding: 'utf8', env: { ...process.env, MANWIDTH: '80', LC_ALL: 'C', MANPAGER: 'cat', PAGER: 'cat' } });
  return { text: plain(r.stdout), stderr: r.stderr, status: r.status };
}

describe('man fresher', () => {
  it('package.json ships it as the man page', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { man: string[]; files: string[] };
    expect(pkg.man).toEqual(['./dist/man/fresher.1']);
    expect(pkg.files).toContain('dist/');
    expect(readFileSync(page, 'utf8')).toMatch(new RegExp(`^\\.TH FRESHER 1 \\d{4}-\\d\\d-\\d\\d "fresher ${VERSION.replace(/\./g, '\\.')}"`, 'm'));
  });

  it.skipIf(!has('groff'))('groff -ww finds nothing to warn about, in the C locale too', () => {
    const r = spawnSync('groff', ['-ww', '-man', '-z', page], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.skipIf(!has('mandoc'))('mandoc -T lint reports no warning or error', () => {
    const r = spawnSync('mandoc', ['-T', 'lint', '-W', 'warning', page], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.skipIf(!has('man'))('man -l renders every command, global option, environment variable and exit code', () => {
    const { text, stderr, status } = rendered();
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(text).toMatch(/^FRESHER\(1\) +User Commands/);
    for (const { path, spec } of allCommands()) if (spec.run) expect(text).toContain(`fresher ${path.join(' ')}`);
    for (const o of GLOBAL_OPTIONS) expect(text).toContain(`--${o.long}`);
    expect(text).toContain('FRESHER_API_URL');
    expect(text).toMatch(/130\s+interrupted/);
    // Flags are minus signs, so a copied example runs.
    expect(text).toContain('fresher jobs list --location "Bengaluru, India" --work-type Remote');
  });
});

describe('roff escaping (pure)', () => {
  it('backslashes, a leading dot or quote, and characters outside ASCII cannot become requests or warnings', () => {
    expect(roff('a\\b')).toBe('a\\eb');
    expect(roff(".TH evil\n'br")).toBe("\\&.TH evil\n\\&'br");
    expect(roff('₹3–6 LPA — 👩‍💻')).toBe('Rs.3\\(en6 LPA \\(em \\[u1F469]\\[u200D]\\[u1F4BB]');
  });

  it('reads the help sections the manual takes, continuation lines joined', () => {
    const help = 'Usage: x\n\nEnvironment:\n  A_B, C   first\n           more of it\n  D        second\n\nExit codes:\n  0    ok\n';
    expect(helpSection(help, 'Environment')).toEqual([
      { name: 'A_B, C', text: 'first more of it' },
      { name: 'D', text: 'second' },
    ]);
    expect(helpSection(help, 'Exit codes')).toEqual([{ name: '0', text: 'ok' }]);
  });
});

describe.skipIf(!has('man'))('installed from a clone, as the README says', () => {
  it('npm install -g . puts fresher on PATH and its manual on MANPATH', async () => {
    const prefix = join(work, 'prefix');
    const env = { ...process.env, npm_config_cache: join(work, 'npm-cache'), npm_config_update_notifier: 'false' };
    // A folder install links the clone (already built); nothing is fetched.
    const install = await runProcess('npm', ['install', '-g', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', prefix, root], env);
    expect(install.code, install.stderr).toBe(0);
    const version = await runProcess(join(prefix, 'bin', 'fresher'), ['--version'], env);
    expect(version.stdout.trim()).toBe(VERSION);
    const linked = join(prefix, 'share', 'man', 'man1', 'fresher.1');
    expect(existsSync(linked)).toBe(true);
    const man = spawnSync('man', ['-M', join(prefix, 'share', 'man'), 'fresher'], {
      encoding: 'utf8',
      env: { ...process.env, MANWIDTH: '80', LC_ALL: 'C', MANPAGER: 'cat', PAGER: 'cat' },
    });
    expect(man.status, man.stderr).toBe(0);
    expect(plain(man.stdout)).toContain('fresher completion install');
  }, 120_000);
});
