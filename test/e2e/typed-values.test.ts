/**
 * Invisible characters in what a person types (a value pasted from a web page or a chat with a zero-
 * width space, a word joiner, a BOM or a bidi mark in it) are removed where flag values and arguments
 * enter, as they are from API text, so the value matches what was meant and is stored clean.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 18, jobs: 60, internships: 5, events: 1 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

/** Zero-width space, word joiner, BOM, left-to-right mark: none shows on a terminal. */
const INVISIBLE = /[\u200b\u2060\ufeff\u200e]/;
const hide = (text: string): string => `\u200b${text.slice(0, 3)}\u2060${text.slice(3)}\ufeff\u200e`;
const piped = (args: string[]) => runInProcess([...args, '--api-url', sandbox().url], { env: home.env });

describe('typed values', () => {
  it('--location and --search match as if typed without them (spawned: the early request too)', async () => {
    home = tempHome();
    const job = sandbox().corpus.jobs[0]!;
    const location = job.location as string;
    const word = (job.title as string).split(' ')[0] as string;
    const plain = await runCli(['jobs', 'list', '--location', location, '--search', word, '--json', '--api-url', sandbox().url], { env: home.env });
    const typed = await runCli(['jobs', 'list', '--location', hide(location), '--search', hide(word), '--json', '--api-url', sandbox().url], { env: home.env });
    expect(typed.code, typed.stderr).toBe(0);
    // No "did you mean", and no "using --location ... (matched by ...)" note: the value is the one typed.
    expect(typed.stderr).not.toMatch(/did you mean|\(matched /i);
    expect(JSON.parse(typed.stdout)).toEqual(JSON.parse(plain.stdout));
    expect((JSON.parse(typed.stdout) as unknown[]).length).toBeGreaterThan(0);
  });

  it('notes, search names and hidden company names are stored clean and found by their plain spelling', async () => {
    home = tempHome();
    const job = sandbox().corpus.jobs[1]!;
    expect((await piped(['track', job.id, '--status', 'applied', '--note', hide('referral from Asha')])).code).toBe(0);
    expect((await piped(['search', 'save', hide('remote-roles'), '--work-type', 'Remote'])).code).toBe(0);
    expect((await piped(['search', 'run', 'remote-roles', '--json'])).code).toBe(0);
    expect((await piped(['hide', 'company', hide(job.company as string)])).code).toBe(0);
    const hidden = await piped(['hidden', '--json']);
    expect((JSON.parse(hidden.stdout) as { companies: { name: string }[] }).companies.map((c) => c.name)).toEqual([job.company]);
    for (const name of ['tracker.json', 'searches.json', 'hidden.json']) {
      const text = readFileSync(join(home.dir, 'state', 'fresher', name), 'utf8');
      expect(JSON.parse(text), name).toBeDefined();
      expect(text, name).not.toMatch(INVISIBLE);
    }
    expect(readFileSync(join(home.dir, 'state', 'fresher', 'tracker.json'), 'utf8')).toContain('referral from Asha');
  });
});
