/** The digest's rules without fetching: what is new for a search, what the memory keeps. */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestGroup, digestSummary, GONE_KEPT_DAYS, rememberDigest, seenByDigests } from '../../src/listings/digest.js';
import type { ApiRecord } from '../../src/contract/record.js';
import { notifierCommand } from '../../src/cli/notify.js';
import type { DigestSection } from '../../src/store/hunt.js';

const id = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
const rec = (n: number) => ({ id: id(n), title: `T${n}` });

describe('digest rules', () => {
  it('new is what the refine flags kept and no earlier digest showed, at most the limit', () => {
    const all = [1, 2, 3, 4, 5].map(rec);
    const g = digestGroup('constructor', 'job', all, all.slice(0, 4), new Set([id(1)]), 2);
    expect(g.listings.map((r) => r.id)).toEqual([id(2), id(3)]);
    expect([...g.listed]).toEqual([1, 2, 3, 4, 5].map(id));
  });

  it('the memory keeps what is still listed and what was shown now, for saved searches only', () => {
    const memory: DigestSection = {
      shown: [
        { search: 'toString', ids: [id(1), id(9)] },
        { search: 'gone', ids: [id(1)] },
      ],
    };
    const g = digestGroup('toString', 'job', [1, 2, 3].map(rec), [1, 2, 3].map(rec), new Set([id(1), id(9)]), undefined);
    rememberDigest(memory, [g], ['toString'], Date.parse('2026-11-24T00:00:00Z'));
    // id 9 is listed no more: kept a while as gone (see below), not under the search.
    expect(memory).toEqual({
      shown: [{ search: 'toString', ids: [id(1), id(2), id(3)] }],
      gone: [{ id: id(9), since: '2026-11-24T00:00:00.000Z' }],
      lastRun: '2026-11-24T00:00:00.000Z',
    });
    expect(digestSummary([g])).toEqual({ total: 2, title: 'fresher: 2 new listings', body: 'toString: 2' });
  });

  it('a search narrowed and widened again shows nothing again; a listing gone for two weeks is new when it comes back', () => {
    const memory: DigestSection = { shown: [] };
    const day = (n: number) => Date.parse('2026-11-24T00:00:00Z') + n * 86_400_000;
    const all = [1, 2, 3, 4].map(rec);
    const pune = [1].map(rec);
    const run = (listed: ApiRecord[], at: number) => {
      const g = digestGroup('remote', 'job', listed, listed, seenByDigests(memory, at), undefined);
      rememberDigest(memory, [g], ['remote'], at);
      return g.listings.map((r) => r.id);
    };
    expect(run(all, day(0))).toEqual([1, 2, 3, 4].map(id));
    // Narrowed (--location Pune) for two runs, then widened: none of the four is new.
    expect(run(pune, day(1))).toEqual([]);
    expect(run(pune, day(2))).toEqual([]);
    expect(run(all, day(3))).toEqual([]);
    // Taken down (no search lists 4), and put up again 15 days later: new again. Within the two weeks: not.
    expect(run([1, 2, 3].map(rec), day(4))).toEqual([]);
    expect(run(all, day(10))).toEqual([]);
    expect(run([1, 2, 3].map(rec), day(11))).toEqual([]);
    expect(run(all, day(11 + GONE_KEPT_DAYS))).toEqual([id(4)]);
  });

  it('a listing held back because another search showed it stays shown when that search is removed', () => {
    const memory: DigestSection = { shown: [] };
    const kolkata = [1, 2, 3].map(rec);
    rememberDigest(memory, [digestGroup('kolkata', 'job', kolkata, kolkata, new Set(), undefined)], ['kolkata'], 0);
    // A narrower search saved later: all it lists was shown, so nothing is new, and it remembers them too.
    const remote = [2, 3].map(rec);
    const next = digestGroup('kol-remote', 'job', remote, remote, seenByDigests(memory, 0), undefined);
    expect(next.listings).toEqual([]);
    rememberDigest(memory, [digestGroup('kolkata', 'job', kolkata, kolkata, seenByDigests(memory, 0), undefined), next], ['kolkata', 'kol-remote'], 0);
    // The first search removed: the next digest still counts its listings as shown.
    rememberDigest(memory, [digestGroup('kol-remote', 'job', remote, remote, seenByDigests(memory, 0), undefined)], ['kol-remote'], 0);
    expect(digestGroup('kol-remote', 'job', remote, remote, seenByDigests(memory, 0), undefined).listings).toEqual([]);
  });

  it('a listing shown once is new to no search: not in the same digest under another, nor in a later one', () => {
    const memory: DigestSection = { shown: [] };
    const pune = [1, 2, 3].map(rec);
    const remote = [2, 3, 4].map(rec);
    const seen = new Set<string>();
    const first = [digestGroup('pune', 'job', pune, pune, seen, undefined), digestGroup('pune-remote', 'job', remote, remote, seen, undefined)];
    expect(first.map((g) => g.listings.map((r) => r.id))).toEqual([[id(1), id(2), id(3)], [id(4)]]);
    expect(digestSummary(first).total).toBe(4);
    rememberDigest(memory, first, ['pune', 'pune-remote'], 0);
    // Each search remembers every shown listing it lists, whichever search showed it.
    expect(memory.shown).toEqual([
      { search: 'pune', ids: [id(1), id(2), id(3)] },
      { search: 'pune-remote', ids: [id(2), id(3), id(4)] },
    ]);
    // A search saved later that overlaps them: only what no digest showed is new.
    const hybrid = [3, 4, 5].map(rec);
    const later = digestGroup('pune-hybrid', 'job', hybrid, hybrid, seenByDigests(memory, 0), undefined);
    expect(later.listings.map((r) => r.id)).toEqual([id(5)]);
  });

  it('PowerShell gets the toast as separate statements, names quoted', () => {
    // A PATH holding a stand-in powershell, on a simulated Windows.
    const bin = mkdtempSync(join(tmpdir(), 'ps-'));
    writeFileSync(join(bin, 'powershell'), '');
    chmodSync(join(bin, 'powershell'), 0o755);
    const cmd = notifierCommand("it's new", 'a: 1', { PATH: bin }, 'win32');
    expect(cmd?.[0]).toBe(join(bin, 'powershell'));
    expect(cmd?.[1].slice(0, 2)).toEqual(['-NoProfile', '-Command']);
    expect(cmd?.[1][2]).toContain("CreateTextNode('it''s new')");
    // PowerShell takes the curly single quotes for ' too: each is doubled, so a title cannot end the string.
    const curly = notifierCommand('it\u2019s \u2018new\u201b', 'a: 1', { PATH: bin }, 'win32');
    expect(curly?.[1][2]).toContain("CreateTextNode('it\u2019\u2019s \u2018\u2018new\u201b\u201b')");
  });
});
