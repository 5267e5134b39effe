// biome-ignore-all lint/suspicious/noControlCharactersInRegex: hostile control sequences are what these tests feed and look for
/**
 * Pay you can compare (issue 23): fresher's reading of the pay text as fields (--with-pay, --fields) in
 * every machine format, the stipend filter, --sort pay and the aligned PAY column, against a sandbox
 * and against an API whose pay text is built to hurt. The expected numbers come from an oracle written
 * here for the sandbox's own pay forms, not from fresher's parser.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import type { Internship, Job } from '../../src/contract/resources.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startListingsApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 11, jobs: 240, internships: 160, events: 2 });
const api = (): string[] => ['--api-url', sandbox().url];
const activeJobs = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
const activeInterns = (): Internship[] => sandbox().corpus.internships.filter((j) => j.is_active !== false);
let home: ReturnType<typeof tempHome> | undefined;
afterEach(() => home?.cleanup());
const run = (args: string[], options: { tty?: boolean; columns?: number } = {}) => {
  home ??= tempHome();
  return runCli(args, { env: home.env, tty: options.tty === true, columns: options.columns ?? 160, timeoutMs: 30_000 });
};

type Facts = { fresher_pay_min: number | null; fresher_pay_max: number | null; fresher_pay_unit: string; fresher_pay_kind: string };
const num = (s: string): number => Number(s.replace(/,/g, ''));
const unspecified = (unit: string): Facts => ({ fresher_pay_min: null, fresher_pay_max: null, fresher_pay_unit: unit, fresher_pay_kind: 'unspecified' });
const facts = (min: number, max: number, unit: string, estimated: boolean): Facts => ({
  fresher_pay_min: min,
  fresher_pay_max: max,
  fresher_pay_unit: unit,
  fresher_pay_kind: estimated ? 'estimated' : 'listed',
});

/** What the sandbox's job pay forms (src/sandbox/corpus.ts) say, in LPA; the legacy salary when ctc_amount says nothing. */
function jobOracle(j: Job): Facts {
  for (const text of [j.ctc_amount, j.salary]) {
    if (typeof text !== 'string') continue;
    let m = /^₹?([\d.]+)[–-]([\d.]+) LPA( \(est\.\))?$/.exec(text);
    if (m) return facts(num(m[1] as string), num(m[2] as string), 'LPA', m[3] !== undefined);
    m = /^₹?([\d.]+) LPA$/.exec(text);
    if (m) return facts(num(m[1] as string), num(m[1] as string), 'LPA', false);
    m = /^₹([\d,]+) - ₹([\d,]+) per annum$/.exec(text);
    if (m) return facts(num(m[1] as string) / 100_000, num(m[2] as string) / 100_000, 'LPA', false);
    if (text !== 'Not disclosed') throw new Error(`the oracle does not know the sandbox's pay form ${JSON.stringify(text)}`);
  }
  return unspecified('LPA');
}

/** What the sandbox's stipend forms say, in rupees per month. */
function stipendOracle(i: Internship): Facts {
  const text = i.stipend;
  if (typeof text !== 'string') return unspecified('₹/month');
  if (text === 'Unpaid') return { fresher_pay_min: 0, fresher_pay_max: 0, fresher_pay_unit: '₹/month', fresher_pay_kind: 'unpaid' };
  let m = /^₹([\d,]+)(?:–|\s-\s₹)([\d,]+) ?\/month( \(est\.\))?$/.exec(text);
  if (m) return facts(num(m[1] as string), num(m[2] as string), '₹/month', m[3] !== undefined);
  m = /^₹(\d+)k–(\d+)k per month$/.exec(text);
  if (m) return facts(num(m[1] as string) * 1000, num(m[2] as string) * 1000, '₹/month', false);
  m = /^₹([\d,]+)(?:\/month| per month \+ PPO)$/.exec(text);
  if (m) return facts(num(m[1] as string), num(m[1] as string), '₹/month', false);
  throw new Error(`the oracle does not know the sandbox's stipend form ${JSON.stringify(text)}`);
}

const PAY_FIELDS = ['fresher_pay_min', 'fresher_pay_max', 'fresher_pay_unit', 'fresher_pay_kind'] as const;
const withoutPay = (r: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('fresher_pay_')));
const factsOf = (r: Record<string, unknown>): Facts => Object.fromEntries(PAY_FIELDS.map((f) => [f, r[f]])) as Facts;
/** CSV and TSV cells as text: numbers as JSON writes them, null empty. */
const cells = (f: Facts): string[] => PAY_FIELDS.map((k) => (f[k] === null ? '' : String(f[k])));

describe('--with-pay: derived pay fields in every machine format', () => {
  it('JSON: every record exactly as the API sent it, then fresher_pay_min, _max, _unit, _kind from its pay text', async () => {
    const r = await run(['jobs', 'list', ...api(), '--with-pay', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows).toHaveLength(activeJobs().length);
    const plain = JSON.parse((await run(['jobs', 'list', ...api(), '--json'])).stdout) as Record<string, unknown>[];
    expect(rows.map(withoutPay)).toEqual(plain);
    rows.forEach((row, i) => {
      expect(Object.keys(row).slice(-4)).toEqual([...PAY_FIELDS]);
      expect(factsOf(row), String(activeJobs()[i]?.ctc_amount)).toEqual(jobOracle(activeJobs()[i] as Job));
    });
    // Every kind of the sandbox's pay shows up, so each is checked above.
    expect(new Set(rows.map((x) => x.fresher_pay_kind))).toEqual(new Set(['listed', 'estimated', 'unspecified']));
    // Without the flag the API's records carry nothing of fresher's.
    expect(plain.some((x) => Object.keys(x).some((k) => k.startsWith('fresher_')))).toBe(false);
  });

  it('internships are in ₹/month; unpaid is 0 and says so', async () => {
    const r = await run(['internships', 'list', ...api(), '--with-pay', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows.map(factsOf)).toEqual(activeInterns().map(stipendOracle));
    expect(new Set(rows.map((x) => x.fresher_pay_kind))).toEqual(new Set(['listed', 'estimated', 'unpaid', 'unspecified']));
  });

  it('NDJSON, CSV, TSV and plain rows carry the same fields, streamed and sorted alike', async () => {
    const expected = activeJobs().map(jobOracle);
    const ndjson = await run(['jobs', 'list', ...api(), '--with-pay', '--format', 'ndjson']);
    expect(
      ndjson.stdout
        .trimEnd()
        .split('\n')
        .map((l) => factsOf(JSON.parse(l))),
    ).toEqual(expected);

    for (const extra of [[], ['--sort', 'posted']]) {
      const csv = await run(['jobs', 'list', ...api(), '--with-pay', '--csv', ...extra]);
      const parsed = parseCsv(csv.stdout, { columns: true }) as Record<string, string>[];
      expect(Object.keys(parsed[0] ?? {}).slice(-4), extra.join(' ')).toEqual([...PAY_FIELDS]);
      expect(
        parsed.map((row) => PAY_FIELDS.map((f) => row[f])),
        extra.join(' '),
      ).toEqual(expected.map(cells));
      expect(parsed.map((row) => row.ctc_amount)).toEqual(activeJobs().map((j) => j.ctc_amount ?? ''));
    }

    const tsv = await run(['jobs', 'list', ...api(), '--with-pay', '--format', 'tsv']);
    const [header, ...lines] = tsv.stdout.trimEnd().split('\n');
    expect(header?.split('\t').slice(-4)).toEqual([...PAY_FIELDS]);
    expect(lines.map((l) => l.split('\t').slice(-4))).toEqual(expected.map(cells));

    const plain = await run(['jobs', 'list', ...api(), '--with-pay', '--limit', '50']);
    expect(
      plain.stdout
        .trimEnd()
        .split('\n')
        .map((l) => l.split('\t').slice(-4)),
    ).toEqual(expected.slice(0, 50).map(cells));
  });

  it('--fields picks derived fields like any other, in every format, with no "no record has" warning', async () => {
    const fields = ['--fields', 'id,fresher_pay_max,fresher_pay_kind'];
    const json = await run(['internships', 'list', ...api(), ...fields, '--json']);
    expect(json.stderr).not.toContain('no record has');
    expect(JSON.parse(json.stdout)).toEqual(
      activeInterns().map((i) => ({ id: i.id, fresher_pay_max: stipendOracle(i).fresher_pay_max, fresher_pay_kind: stipendOracle(i).fresher_pay_kind })),
    );
    const csv = await run(['internships', 'list', ...api(), ...fields, '--csv']);
    expect(csv.stdout.split('\r\n')[0]).toBe('id,fresher_pay_max,fresher_pay_kind');
    expect(csv.stdout.split('\r\n')[1]).toBe(
      [
        activeInterns()[0]?.id,
        ...cells(stipendOracle(activeInterns()[0] as Internship)).slice(1, 2),
        stipendOracle(activeInterns()[0] as Internship).fresher_pay_kind,
      ].join(','),
    );
    const table = await run(['internships', 'list', ...api(), ...fields], { tty: true });
    expect(stripAnsi(table.stdout).split('\n')[0]).toMatch(/^ID\s+FRESHER PAY MAX\s+FRESHER PAY KIND/);
  });
});

describe('--stipend: internships by ₹ per month', () => {
  const overlaps = (f: Facts, lo: number, hi: number): boolean =>
    f.fresher_pay_kind !== 'unspecified' && (f.fresher_pay_max ?? Infinity) >= lo && (f.fresher_pay_min ?? 0) < hi;

  it.each([
    ['10000-20000', 10_000, 20_000],
    ['15k+', 15_000, Infinity],
    ['₹5,000 – ₹12,000/month', 5_000, 12_000],
    ['up to 8000', 0, 8_000],
  ])('--stipend %s keeps exactly the internships whose stipend overlaps it, and says why the others went', async (value, lo, hi) => {
    const r = await run(['internships', 'list', ...api(), '--stipend', value, '--with-pay', '--json']);
    expect(r.code).toBe(0);
    const kept = (JSON.parse(r.stdout) as Record<string, unknown>[]).map((x) => x.id);
    const expected = activeInterns().filter((i) => overlaps(stipendOracle(i), lo, hi));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(activeInterns().length);
    expect(kept).toEqual(expected.map((i) => i.id));
    expect(r.stderr).toContain('applied locally');
    expect(r.stderr).toContain(`${activeInterns().length - expected.length} outside the stipend range or without a readable stipend`);
  });

  it('streams too (CSV without a sort), and keeps unpaid internships for a range from 0', async () => {
    const r = await run(['internships', 'list', ...api(), '--stipend', '0-5000', '--csv', '--fields', 'id,stipend']);
    const rows = parseCsv(r.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((x) => x.id)).toEqual(
      activeInterns()
        .filter((i) => overlaps(stipendOracle(i), 0, 5000))
        .map((i) => i.id),
    );
    expect(rows.some((x) => x.stipend === 'Unpaid')).toBe(true);
  });

  it('a value that is no range, or --stipend on jobs, is a usage error (exit 2, one line, nothing requested)', async () => {
    const bad = await run(['internships', 'list', ...api(), '--stipend', 'lots']);
    expect([bad.code, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toMatch(/^fresher: error: --stipend "lots" is not a stipend range; use rupees per month like "10000-20000", "15k\+" or "up to 8000"\n/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    const jobs = await run(['jobs', 'list', ...api(), '--stipend', '10000']);
    expect([jobs.code, jobs.stdout]).toEqual([2, '']);
    expect(jobs.stderr).toContain('--stipend is for internships');
    expect(jobs.stderr).toContain('--pay-range');
    const saved = await run(['search', 'save', 'x', '--stipend', '10000', ...api()]);
    expect(saved.code).toBe(2);
  });
});

describe('pay text that is no band as it stands', () => {
  it('an exponent or a minus is unreadable; by the week is 52 a year; "Total CTC" is still a year', async () => {
    const job = (n: number, ctc_amount: string) => ({ id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`, title: `Role ${n}`, ctc_amount });
    const api = await startListingsApi({
      jobs: [job(1, '₹1e9 LPA'), job(2, '-5 LPA'), job(3, '₹2,000 per week'), job(4, 'Total CTC ₹6 LPA'), job(5, '₹500/day')],
    });
    try {
      const r = await run(['jobs', 'list', '--api-url', api.url, '--with-pay', '--json']);
      expect(r.code, r.stderr).toBe(0);
      expect((JSON.parse(r.stdout) as Record<string, unknown>[]).map((x) => [x.ctc_amount, ...PAY_FIELDS.map((f) => x[f])])).toEqual([
        ['₹1e9 LPA', null, null, 'LPA', 'unspecified'],
        ['-5 LPA', null, null, 'LPA', 'unspecified'],
        ['₹2,000 per week', 1.04, 1.04, 'LPA', 'listed'],
        ['Total CTC ₹6 LPA', 6, 6, 'LPA', 'listed'],
        ['₹500/day', null, null, 'LPA', 'unspecified'],
      ]);
      // Unreadable pay sorts last, never as the lowest.
      const sorted = JSON.parse((await run(['jobs', 'list', '--api-url', api.url, '--sort', 'pay', '--json'])).stdout) as { ctc_amount: string }[];
      expect(sorted.slice(0, 2).map((x) => x.ctc_amount)).toEqual(['Total CTC ₹6 LPA', '₹2,000 per week']);
    } finally {
      await api.close();
    }
  });
});

describe('--sort pay', () => {
  const top = (f: Facts): number | null => f.fresher_pay_max ?? f.fresher_pay_min;

  it('sorts by the top of the band, highest first, with pay that says nothing last; --reverse keeps those last', async () => {
    for (const [noun, oracle] of [
      ['jobs', jobOracle],
      ['internships', stipendOracle],
    ] as const) {
      const r = await run([noun, 'list', ...api(), '--sort', 'pay', '--with-pay', '--json']);
      const rows = (JSON.parse(r.stdout) as Record<string, unknown>[]).map(factsOf);
      const known = rows.filter((f) => f.fresher_pay_kind !== 'unspecified');
      expect(
        rows.slice(known.length).every((f) => f.fresher_pay_kind === 'unspecified'),
        noun,
      ).toBe(true);
      expect(known.map(top), noun).toEqual([...known.map(top)].sort((a, b) => (b as number) - (a as number)));
      const all = (noun === 'jobs' ? activeJobs() : activeInterns()) as (Job & Internship)[];
      expect(known).toHaveLength(all.filter((x) => oracle(x).fresher_pay_kind !== 'unspecified').length);
      const reversed = (
        JSON.parse((await run([noun, 'list', ...api(), '--sort', 'pay', '--reverse', '--with-pay', '--json'])).stdout) as Record<string, unknown>[]
      ).map(factsOf);
      const knownReversed = reversed.filter((f) => f.fresher_pay_kind !== 'unspecified');
      expect(knownReversed.map(top)).toEqual([...known.map(top)].reverse());
      expect(reversed.slice(knownReversed.length).every((f) => f.fresher_pay_kind === 'unspecified')).toBe(true);
    }
  });

  it('a job whose ctc_amount says "Not disclosed" sorts by its legacy salary', async () => {
    const r = await run(['jobs', 'list', ...api(), '--sort', 'pay', '--fields', 'id,ctc_amount,salary,fresher_pay_max', '--json']);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    const bySalary = rows.filter((x) => x.ctc_amount === 'Not disclosed' && typeof x.salary === 'string');
    expect(bySalary.length).toBeGreaterThan(0);
    for (const x of bySalary) expect(x.fresher_pay_max).toBe(Number(String(x.salary).replace(' LPA', '')));
  });
});

describe('the PAY column on a terminal', () => {
  it('shows every band in one unit, lined up on the dash, estimates marked with ~', async () => {
    for (const [noun, header, oracle] of [
      ['jobs', 'PAY LPA', jobOracle],
      ['internships', 'STIPEND ₹/MO', stipendOracle],
    ] as const) {
      const r = await run([noun, 'list', ...api(), '--limit', '60'], { tty: true, columns: 160 });
      expect(r.code).toBe(0);
      const lines = stripAnsi(r.stdout).trimEnd().split('\n');
      const start = (lines[0] as string).indexOf(header);
      expect(start, noun).toBeGreaterThan(0);
      const all = (noun === 'jobs' ? activeJobs() : activeInterns()) as (Job & Internship)[];
      // The cell runs to where the next column's header starts.
      const end = start + header.length + ((lines[0] as string).slice(start + header.length).search(/\S/) as number);
      const shown = lines.slice(1).map((l) => l.slice(start, end));
      const dashes = new Set(shown.filter((c) => c.includes('–')).map((c) => c.indexOf('–')));
      expect(dashes.size, `${noun}: ${shown.join('|')}`).toBe(1);
      shown.forEach((cell, i) => {
        const f = oracle(all[i] as Job & Internship);
        if (f.fresher_pay_kind === 'unspecified') expect(cell.trim()).toBe('—');
        else if (f.fresher_pay_kind === 'unpaid') expect(cell.trim()).toBe('unpaid');
        else expect(cell.trim().startsWith('~'), cell).toBe(f.fresher_pay_kind === 'estimated');
      });
    }
  });
});

describe('hostile pay text', () => {
  const uuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
  const job = (n: number, ctc: string): Record<string, unknown> => ({ id: uuid(n), title: `Role ${n}`, company: 'Acme', ctc_amount: ctc });

  it('huge strings and control characters: bounded, sane fields, nothing reaches the terminal', async () => {
    const jobs = [
      job(1, `₹4\u001b[31m–6 LPA\u0007 (est.)\u001b]0;pwned\u0007`),
      job(2, `\u202e₹9 LPA\u0000`),
      job(3, '9'.repeat(3_000_000)),
      job(4, `₹5 LPA ${'up to '.repeat(400_000)}`),
      job(5, `${'1,'.repeat(1_000_000)}2 LPA`),
      job(6, `₹${'0'.repeat(100)}7 LPA`),
      job(7, '\u009b31m₹12\u2028LPA'),
    ];
    const hostile = await startListingsApi({ jobs });
    try {
      const r = await run(['jobs', 'list', '--api-url', hostile.url, '--fields', 'id,fresher_pay_min,fresher_pay_max,fresher_pay_kind', '--json']);
      expect(r.code).toBe(0);
      const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
      expect(rows.map((x) => [x.fresher_pay_min, x.fresher_pay_max, x.fresher_pay_kind])).toEqual([
        [4, 6, 'estimated'],
        [9, 9, 'listed'],
        [null, null, 'unspecified'],
        [5, 5, 'listed'],
        [null, null, 'unspecified'],
        [7, 7, 'listed'],
        [12, 12, 'listed'],
      ]);
      const csv = await run(['jobs', 'list', '--api-url', hostile.url, '--with-pay', '--csv', '--fields', 'id,ctc_amount,fresher_pay_max']);
      expect(csv.code).toBe(0);
      expect(csv.stdout).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
      expect(csv.stdout.split('\r\n')[1]).toBe(`${uuid(1)},₹4–6 LPA (est.),6`);
      const table = await run(['jobs', 'list', '--api-url', hostile.url, '--sort', 'pay'], { tty: true, columns: 120 });
      expect(table.code).toBe(0);
      expect(stripAnsi(table.stdout)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
      expect(
        stripAnsi(table.stdout)
          .split('\n')
          .map((l) => l.slice(0, 8))
          .slice(1, 5),
      ).toEqual([uuid(7), uuid(2), uuid(6), uuid(1)].map((id) => id.slice(0, 8)));
    } finally {
      await hostile.close();
    }
  }, 60_000);
});
