import { describe, expect, it } from 'vitest';
import type { FilterOption } from '../../src/contract/resources.js';
import { matchValue, normalize } from '../../src/vocabulary/match.js';

const opts = (group: string, pairs: [string, string][]): FilterOption[] =>
  pairs.map(([v, l], i) => ({ filter_type: group, filter_value: v, display_label: l, sort_order: i }));
const locations = opts('location', [
  ['Bengaluru, India', 'Bengaluru'],
  ['Pune, India', 'Pune'],
  ['Mumbai, India', 'Mumbai'],
  ['Thiruvananthapuram, India', 'Thiruvananthapuram'],
]);
const work = opts('work_type', [
  ['On-site', 'On-site (office)'],
  ['Remote', 'Remote (work from home)'],
  ['Hybrid', 'Hybrid'],
]);

describe('matchValue', () => {
  it('passes an exact value', () => {
    expect(matchValue('Pune, India', locations, 'location')).toEqual({ kind: 'exact', value: 'Pune, India' });
  });
  it('forgives case, accents and spacing', () => {
    expect(matchValue('pune,india', locations, 'location')).toEqual({ kind: 'loose', value: 'Pune, India', via: 'ignoring case and spacing' });
    expect(matchValue('onsite', work, 'work_type')).toMatchObject({ kind: 'loose', value: 'On-site' });
    expect(matchValue('Púne, Índia', locations, 'location')).toMatchObject({ kind: 'loose', value: 'Pune, India' });
  });
  it('matches a display label, a bare city and a former city name', () => {
    expect(matchValue('remote (work from home)', work, 'work_type')).toEqual({ kind: 'loose', value: 'Remote', via: 'by its label' });
    expect(matchValue('bengaluru', locations, 'location')).toMatchObject({ kind: 'loose', value: 'Bengaluru, India' });
    expect(matchValue('Bangalore', locations, 'location')).toEqual({ kind: 'loose', value: 'Bengaluru, India', via: 'by its former name' });
    expect(matchValue('Trivandrum, India', locations, 'location')).toMatchObject({ value: 'Thiruvananthapuram, India' });
  });
  it('suggests close values for anything else', () => {
    expect(matchValue('Bengalor', locations, 'location')).toEqual({ kind: 'none', suggestions: ['Bengaluru, India'] });
    expect(matchValue('Remot', work, 'work_type')).toEqual({ kind: 'none', suggestions: ['Remote'] });
    expect(matchValue('Atlantis', locations, 'location')).toEqual({ kind: 'none', suggestions: [] });
  });
  it('reports ambiguity instead of guessing', () => {
    const dup = opts('role', [
      ['Data', 'Data'],
      ['data', 'Data roles'],
    ]);
    expect(matchValue('DATA', dup, 'role')).toEqual({ kind: 'ambiguous', candidates: ['Data', 'data'] });
  });
  it('takes the names people use for a value (the registry aliases), only where the vocabulary has it', () => {
    for (const typed of ['WFH', 'work from home', 'Work-From-Home'])
      expect(matchValue(typed, work, 'work_type'), typed).toEqual({ kind: 'loose', value: 'Remote', via: 'as a common name for it' });
    for (const typed of ['in-office', 'office', 'WFO']) expect(matchValue(typed, work, 'work_type'), typed).toMatchObject({ kind: 'loose', value: 'On-site' });
    const roles = opts('role', [
      ['Software Engineering', 'Software Engineering'],
      ['Data Analytics', 'Data Analytics'],
    ]);
    expect(matchValue('software engineer', roles, 'role')).toMatchObject({ kind: 'loose', value: 'Software Engineering' });
    expect(matchValue('data analyst', roles, 'role')).toMatchObject({ kind: 'loose', value: 'Data Analytics' });
    // Another API's roles: no family is guessed for it.
    expect(matchValue('sde', opts('role', [['Engineering', 'Engineering']]), 'role').kind).toBe('none');
    // An alias is a value's other name, never a key of something else.
    expect(matchValue('constructor', work, 'work_type').kind).toBe('none');
  });
  it('normalizes', () => {
    expect(normalize(' On-Site ')).toBe('onsite');
  });
});
