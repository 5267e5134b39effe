/** The README's option reference and settings table cannot drift from the command table. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCommands, GLOBAL_OPTIONS } from '../../src/cli/command-table.js';
import { optionsReference, withReference } from '../../src/cli/docs.js';
import { CONFIG_KEYS } from '../../src/store/config-keys.js';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('README', () => {
  it('holds the option reference made from the command table (npm run docs rewrites it)', () => {
    expect(readme.includes(optionsReference()), 'README.md is stale: run npm run docs').toBe(true);
    expect(withReference(readme)).toBe(readme);
  });

  it('the reference names every option of every command', () => {
    const reference = optionsReference();
    for (const { path, spec } of allCommands()) for (const o of spec.options ?? []) expect(reference, path.join(' ')).toContain(`--${o.long}`);
    for (const o of GLOBAL_OPTIONS) expect(reference).toContain(`--${o.long}`);
  });

  it('the settings table has a row for every setting: its flag, environment variable and config key', () => {
    const settings = readme.slice(readme.indexOf('## Settings'), readme.indexOf('### Where files live'));
    const rows = settings.split('\n').filter((l) => l.startsWith('| '));
    for (const o of GLOBAL_OPTIONS.filter((g) => 'env' in g || 'configKey' in g)) {
      const row = rows.find((r) => r.includes(`\`--${o.long}\``));
      expect(row, `--${o.long}`).toBeDefined();
      if ('env' in o) expect(row).toContain(`\`${o.env}\``);
      if ('configKey' in o) expect(row).toContain(`\`${o.configKey}\``);
    }
    for (const key of Object.keys(CONFIG_KEYS))
      expect(
        rows.some((r) => r.includes(`\`${key}\``)),
        key,
      ).toBe(true);
  });
});

describe('example ids', () => {
  it('every short id in the README and in help examples exists in the built-in sandbox, as the kind it is used for', async () => {
    const { startSandbox } = await import('../../src/sandbox/server.js');
    const s = await startSandbox({ host: '127.0.0.1', port: 0 });
    try {
      const { EXAMPLE_IDS } = await import('../../src/cli/command-table.js');
      const pool = { job: [...s.corpus.jobs, ...s.corpus.hiddenJobs], internship: [...s.corpus.internships, ...s.corpus.hiddenInternships] };
      const used = [...readme.matchAll(/fresher (jobs|internships) (?:get|save|unsave) ((?:[0-9a-f]{8} ?)+)/g)];
      expect(used.length).toBeGreaterThanOrEqual(3);
      for (const [, noun, ids] of used) {
        const kind = noun === 'jobs' ? 'job' : 'internship';
        for (const id of (ids as string).trim().split(' ')) {
          expect(EXAMPLE_IDS[kind], id).toContain(id);
        }
      }
      for (const kind of ['job', 'internship'] as const) {
        for (const id of EXAMPLE_IDS[kind])
          expect(
            pool[kind].filter((l) => l.id.startsWith(id) && l.is_active !== false),
            `${kind} ${id}`,
          ).toHaveLength(1);
      }
    } finally {
      await s.close();
    }
  });
});
