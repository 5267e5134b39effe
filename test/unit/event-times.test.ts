/**
 * The zone rule for events (issue 20): a published time is placed in the zone it names, else India
 * time, and shown where the user is in the one form "6:00 PM IST"; days are compact in tables.
 * Sorting, filtering by place and picking by id prefix are pure.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../src/contract/record.js';
import { eventPlaces, filterEvents, pickEvent } from '../../src/refine/events.js';
import { clockText, compactDay, eventStart, readClock } from '../../src/render/dates.js';
import { eventDateText, eventTimeText } from '../../src/render/event-times.js';
import { cityFor } from '../../src/vocabulary/match.js';

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.TZ;
});
afterEach(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});

describe('published times', () => {
  it('are India time unless they name a zone; a zone this cannot place has no offset', () => {
    expect(readClock('6:00 PM IST')).toEqual({ hour: 18, minute: 0, offset: 330 });
    expect(readClock('11:30 AM')).toEqual({ hour: 11, minute: 30, offset: 330 });
    expect(readClock('18:30 onwards')).toEqual({ hour: 18, minute: 30, offset: 330 });
    expect(readClock('10:00 UTC')).toEqual({ hour: 10, minute: 0, offset: 0 });
    expect(readClock('18:30 +05:30')).toEqual({ hour: 18, minute: 30, offset: 330 });
    expect(readClock('4 PM GMT+5:30')).toEqual({ hour: 16, minute: 0, offset: 330 });
    expect(readClock('9:00 AM GMT-4')).toEqual({ hour: 9, minute: 0, offset: -240 });
    expect(readClock('9:00 AM PST')).toEqual({ hour: 9, minute: 0, offset: undefined });
    expect(readClock('noon')).toBeUndefined();
  });

  it('a range: the zone after its end is the start\'s too, "-1" is no offset, the half of the day once is both\'s', () => {
    expect(readClock('10:00 AM - 1:00 PM IST')).toEqual({ hour: 10, minute: 0, offset: 330, end: { hour: 13, minute: 0 } });
    expect(readClock('10:00 AM-1:00 PM')).toEqual({ hour: 10, minute: 0, offset: 330, end: { hour: 13, minute: 0 } });
    expect(readClock('2:00 - 4:00 PM')).toEqual({ hour: 14, minute: 0, offset: 330, end: { hour: 16, minute: 0 } });
    expect(readClock('10 AM to 1 PM UTC')).toEqual({ hour: 10, minute: 0, offset: 0, end: { hour: 13, minute: 0 } });
    // Its end in a zone this cannot place: neither can its start be.
    expect(readClock('9:00 AM - 11:00 AM PST')?.offset).toBeUndefined();
    const range = eventStart('2026-12-05', '10:00 AM - 1:00 PM IST');
    expect([range?.ms, range?.endMs]).toEqual([Date.parse('2026-12-05T04:30:00Z'), Date.parse('2026-12-05T07:30:00Z')]);
    // Past midnight: it ends the next day.
    expect(eventStart('2026-12-05', '11:00 PM - 1:00 AM IST')?.endMs).toBe(Date.parse('2026-12-05T19:30:00Z'));
  });

  it('make an event start an instant; a date that is an instant is one too; no real day, no start', () => {
    expect(eventStart('2026-12-05', '6:00 PM IST')?.ms).toBe(Date.parse('2026-12-05T12:30:00Z'));
    expect(eventStart('2026-12-05', '11:00 PM UTC')?.ms).toBe(Date.parse('2026-12-05T23:00:00Z'));
    expect(eventStart('2026-12-05T18:00:00+05:30', null)?.ms).toBe(Date.parse('2026-12-05T12:30:00Z'));
    expect(eventStart('2026-12-05', null)).toEqual({ day: { iso: '2026-12-05', ms: Date.parse('2026-12-05') }, ms: undefined });
    expect(eventStart('2026-12-05', '9 AM PST')?.ms).toBeUndefined();
    expect(eventStart('2026-13-01', '6:00 PM IST')).toBeUndefined();
  });
});

describe('shown where the user is', () => {
  const now = Date.parse('2026-11-24T06:00:00Z');
  const event = (event_date: unknown, event_time: unknown): ApiRecord => ({ id: 'x', title: 't', event_date, event_time });

  it('one form for every time: h:mm AM/PM and the zone', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(clockText(Date.parse('2026-11-24T12:30:00Z'))).toBe('6:00 PM IST');
    process.env.TZ = 'UTC';
    expect(clockText(Date.parse('2026-11-24T12:30:00Z'))).toBe('12:30 PM UTC');
    expect(clockText(Date.parse('2026-11-24T00:05:00Z'))).toBe('12:05 AM UTC');
  });

  it('an event at 6 PM IST is 7:30 AM EST in New York, an evening in India the day before in Los Angeles (PST, not GMT-8)', () => {
    const e = event('2026-12-05', '6:00 PM IST');
    process.env.TZ = 'Asia/Kolkata';
    expect([eventDateText(e, now, true), eventTimeText(e)]).toEqual(['Sat 5 Dec', '6:00 PM IST']);
    process.env.TZ = 'America/New_York';
    expect([eventDateText(e, now, true), eventTimeText(e)]).toEqual(['Sat 5 Dec', '7:30 AM EST']);
    const early = event('2026-12-05', '9:00 AM IST');
    process.env.TZ = 'America/Los_Angeles';
    expect([eventDateText(early, now, true), eventTimeText(early), eventDateText(early, now, false)]).toEqual([
      'Fri 4 Dec',
      '7:30 PM PST',
      'Fri 4 Dec 2026 (in 11 days)',
    ]);
  });

  it('a time that cannot be placed is shown as published, a date that is no day as sent', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect([eventDateText(event('2026-12-05', '9 AM PST'), now, true), eventTimeText(event('2026-12-05', '9 AM PST'))]).toEqual(['Sat 5 Dec', '9 AM PST']);
    expect([eventDateText(event('2026-13-01', '9 AM'), now, true), eventTimeText(event('2026-13-01', '9 AM'))]).toEqual(['2026-13-01', '9 AM']);
    expect(eventTimeText(event('2026-12-05', null))).toBeNull();
  });

  it('compact days: today, tomorrow, yesterday, the weekday and day, the year only far away', () => {
    process.env.TZ = 'Asia/Kolkata';
    const day = (iso: string): number => Date.parse(iso);
    expect(['2026-11-24', '2026-11-25', '2026-11-23', '2026-11-29', '2027-01-23', '2027-07-05', '2026-03-01'].map((d) => compactDay(day(d), now))).toEqual([
      'today',
      'tomorrow',
      'yesterday',
      'Sun 29 Nov',
      'Sat 23 Jan',
      'Mon 5 Jul 2027',
      'Sun 1 Mar 2026',
    ]);
  });
});

describe('events, pure', () => {
  it('sort by the instant within a day where the user is, untimed after timed, API order on ties', () => {
    process.env.TZ = 'Asia/Kolkata';
    const events: ApiRecord[] = [
      { id: 'a', title: 'a', event_date: '2026-12-11', event_time: '6:00 PM IST' },
      { id: 'b', title: 'b', event_date: '2026-12-11', event_time: '11:30 AM IST' },
      { id: 'c', title: 'c', event_date: '2026-12-11', event_time: null },
      { id: 'd', title: 'd', event_date: '2026-12-11', event_time: '4:30 PM IST' },
      { id: 'e', title: 'e', event_date: '2026-12-11', event_time: '6:00 PM IST' },
      // 6:00 AM UTC is 11:30 AM in India: after b only by the API's order, before d.
      { id: 'f', title: 'f', event_date: '2026-12-11', event_time: '6:00 AM UTC' },
    ];
    expect(filterEvents(events, {}).map((e) => e.id)).toEqual(['b', 'f', 'd', 'a', 'e', 'c']);
  });

  it('places: every comma-separated part of a location, compared by city (former names too)', () => {
    expect(eventPlaces('University Main Hall, Bangalore')).toEqual(['University Main Hall', 'Bangalore']);
    const events: ApiRecord[] = [
      { id: 'a', title: 'a', location: 'University Main Hall, Bangalore' },
      { id: 'b', title: 'b', location: 'Online' },
      { id: 'c', title: 'c', location: 'Convention Centre, Pune' },
      { id: 'd', title: 'd', location: null },
    ];
    const kept = filterEvents(events, { places: { wanted: new Set([cityFor('Bengaluru, India')]), key: cityFor } });
    expect(kept.map((e) => e.id)).toEqual(['a']);
  });

  it('pick by whole id or a unique prefix of 6+ characters, any case', () => {
    const events: ApiRecord[] = [
      { id: '40e9e252-db84-4fb3-8fd5-24bc7422aedb', title: 'a' },
      { id: '40e9e299-0000-4fb3-8fd5-24bc7422aedb', title: 'b' },
      { id: 'ev-1', title: 'c' },
    ];
    expect(pickEvent('40E9E252', events)).toEqual({ kind: 'found', event: events[0] });
    expect(pickEvent('40e9e2', events)).toEqual({ kind: 'ambiguous', events: events.slice(0, 2) });
    expect(pickEvent('ev-1', events)).toEqual({ kind: 'found', event: events[2] });
    expect(pickEvent('40e9', events)).toEqual({ kind: 'short' });
    expect(pickEvent('ffffff', events)).toEqual({ kind: 'none' });
  });
});
