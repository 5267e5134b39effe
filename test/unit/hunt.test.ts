import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badge, companyKey, hiddenReason, indexTracker, sameRole } from '../../src/listings/hunt.js';
import { calendarDate, parseClock, type CalendarDate } from '../../src/render/dates.js';
import { calendar, escapeText, fold } from '../../src/render/ics.js';
import { readVersioned, updateVersioned, type Schema } from '../../src/store/versioned.js';

describe('hunt rules', () => {
  it('company names and reposts compare as people write them', () => {
    expect(companyKey('  Zénvara   CLOUD, Pvt. ')).toBe('zenvara cloud pvt');
    expect(sameRole('Graduate Engineer Trainee', 'graduate engineer trainee.')).toBe(true);
    expect(sameRole('Engineer Trainee Graduate', 'Graduate Engineer Trainee')).toBe(true);
    expect(sameRole('Graduate Engineer Trainee', 'Graduate Engineer Traniee')).toBe(true);
    expect(sameRole('Data Analyst', 'Data Scientist')).toBe(false);
    const hidden = {
      version: 1 as const,
      companies: [
        { name: 'zenvara cloud', match: false, at: '' },
        { name: 'staffing', match: true, at: '' },
      ],
      listings: [{ id: 'x', kind: 'job' as const, at: '' }],
    };
    expect(hiddenReason({ id: 'a', company: 'Zénvara Cloud' }, hidden)).toBe('company zenvara cloud');
    expect(hiddenReason({ id: 'a', company: 'Zenvara Cloudworks' }, hidden)).toBeUndefined();
    expect(hiddenReason({ id: 'a', company: 'Best Staffing Co' }, hidden)).toBe('company staffing');
    expect(hiddenReason({ id: 'X', company: 'Other' }, hidden)).toBe('hidden listing');
  });

  it('"applied before" only within 90 days of applying, for the same company', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    const index = indexTracker([
      {
        id: 'a',
        kind: 'job',
        title: 'SDE Intern',
        company: 'Acme',
        history: [
          { status: 'interested', at: '2026-01-01T00:00:00Z' },
          { status: 'applied', at: '2026-10-01T00:00:00Z' },
        ],
      },
    ]);
    expect(badge({ id: 'a' }, index, now)).toBe('applied');
    expect(badge({ id: 'b', title: 'SDE intern', company: 'ACME' }, index, now)).toBe('applied before');
    expect(badge({ id: 'b', title: 'SDE intern', company: 'Other' }, index, now)).toBeUndefined();
    expect(badge({ id: 'b', title: 'SDE intern', company: 'Acme' }, index, Date.parse('2027-02-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('iCalendar text', () => {
  it('escapes, strips controls, folds at 75 octets without splitting characters', () => {
    expect(escapeText('a;b,c\\d\r\ne\u001b[2Jf')).toBe('a\\;b\\,c\\\\d\\nef');
    const long = `SUMMARY:${'₹'.repeat(60)}`;
    const folded = fold(long).split('\r\n');
    for (const l of folded) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
    expect(['6:00 PM IST', '11:30 AM', '18:05', '12:15 am', 'noon', '7'].map(parseClock)).toEqual([
      '180000',
      '113000',
      '180500',
      '001500',
      undefined,
      undefined,
    ]);
    const cal = calendar('x', [{ uid: 'u', summary: 's', start: { day: calendarDate('2026-12-31') as CalendarDate } }], Date.parse('2026-11-23T09:00:00Z'));
    expect(cal).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(cal).not.toContain('VTIMEZONE');
  });
});

describe('versioned state', () => {
  interface V2 {
    version: 2;
    items: string[];
  }
  const schema: Schema<V2> = {
    what: 'the test file',
    version: 2,
    empty: () => ({ version: 2, items: [] }),
    valid: (d): d is V2 => typeof d === 'object' && d !== null && (d as V2).version === 2 && Array.isArray((d as V2).items),
    migrations: { 1: (old) => ({ version: 2, items: (old.list as string[]) ?? [] }) },
  };

  it('upgrades an older file on read and writes it in the new shape at the next change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-versioned-'));
    try {
      const path = join(dir, 'f.json');
      writeFileSync(path, JSON.stringify({ version: 1, list: ['a'] }));
      expect(readVersioned(path, schema, () => {})).toEqual({ version: 2, items: ['a'] });
      updateVersioned(
        path,
        schema,
        () => {},
        (f) => f.items.push('b'),
      );
      expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 2, items: ['a', 'b'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
