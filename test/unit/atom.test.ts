import { describe, expect, it } from 'vitest';
import { nameUuid, renderFeed, xmlText } from '../../src/render/atom.js';

describe('Atom feed pieces', () => {
  it('name-based UUIDs are RFC 9562 version 5 (its test vector)', () => {
    expect(nameUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(nameUuid('a')).toBe(nameUuid('a'));
    expect(nameUuid('a')).not.toBe(nameUuid('b'));
  });

  it('text is escaped, and what XML cannot hold or a terminal must not get is gone', () => {
    expect(xmlText('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(xmlText('a\u0000b\u0007c\u001b[2Jd\udc00e\ufffff\u202eg')).toBe('abcdefg');
    expect(xmlText('😀 ₹')).toBe('😀 ₹');
  });

  it('an empty feed still says who publishes it and when it was made', () => {
    const xml = renderFeed({ head: { title: 't', key: 'k', author: 'api.example.org', now: Date.UTC(2026, 10, 24) }, kind: 'job', records: [] });
    expect(xml).toContain('<updated>2026-11-24T00:00:00.000Z</updated>');
    expect(xml).toContain('<author><name>api.example.org</name></author>');
    expect(xml).not.toContain('<entry>');
  });

  it('a date beyond year 9999 is no RFC 3339 time: that entry is undated, and the newest dated one leads', () => {
    const records = [
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', title: 'Far', company: 'A', posted_at: '9999-12-31T23:00:00-05:00' },
      { id: 'aaaaaaaa-0000-4000-8000-000000000002', title: 'Older', company: 'B', posted_at: '2026-11-20T10:00:00Z' },
    ];
    const xml = renderFeed({ head: { title: 't', key: 'k', author: 'a', now: Date.UTC(2026, 10, 24) }, kind: 'job', records });
    expect(xml).not.toMatch(/<updated>[+-]\d{6}/);
    expect([...xml.matchAll(/<updated>([^<]*)<\/updated>/g)].map((m) => m[1])).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
    ]);
    expect(xml.indexOf('Older')).toBeLessThan(xml.indexOf('Far'));
  });
});
