/**
 * The person's profile for matching listings locally: skills, education, eligibility facts and what
 * they want. One versioned file in the state dir, per user and not per API (a person's skills do not
 * change with the API they browse). Only what the person set is stored; nothing is ever sent.
 */
import { isObject, isString } from './shape.js';
import { stateFile } from './versioned.js';
import { PROFILE_FILE } from './paths.js';

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export interface Skill {
  name: string;
  level?: SkillLevel;
}

export interface Profile {
  version: 1;
  skills: Skill[];
  /** Year of graduation (the batch: "2026 pass-outs"). */
  gradYear?: number;
  degree?: string;
  branch?: string;
  /** On a 10-point scale. */
  cgpa?: number;
  /** Aggregate percentage, for postings that ask "60% throughout". */
  percentage?: number;
  /** Active backlogs (arrears) now. */
  backlogs?: number;
  cities: string[];
  workTypes: string[];
  /** Lowest CTC wanted, lakh per year. */
  minCtc?: number;
  /** Lowest stipend wanted, rupees per month. */
  minStipend?: number;
  /** When it was last changed (ISO). */
  updatedAt?: string;
}

/** Bounds of what a profile holds: typed by a person, read on every run. */
export const PROFILE_LIMITS = { skills: 100, places: 20, text: 80 } as const;

export const emptyProfile = (): Profile => ({ version: 1, skills: [], cities: [], workTypes: [] });

const optNumber = (v: unknown, lo: number, hi: number, integer = false): boolean =>
  v === undefined || (typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi && (!integer || Number.isInteger(v)));
const optText = (v: unknown): boolean => v === undefined || (isString(v) && v.length <= PROFILE_LIMITS.text);
const texts = (v: unknown, max: number): boolean => Array.isArray(v) && v.length <= max && v.every((x) => isString(x) && x.length <= PROFILE_LIMITS.text);
const isSkill = (s: unknown): s is Skill =>
  isObject(s) && isString(s.name) && s.name.length <= PROFILE_LIMITS.text && (s.level === undefined || (SKILL_LEVELS as readonly unknown[]).includes(s.level));

/** Each field of a profile and how to check it: what `profile edit` names when an edit breaks one. */
const FIELD_CHECKS: readonly [field: string, ok: (d: Record<string, unknown>) => boolean, want: string][] = [
  ['version', (d) => d.version === 1, 'must be 1'],
  [
    'skills',
    (d) => Array.isArray(d.skills) && d.skills.length <= PROFILE_LIMITS.skills && d.skills.every(isSkill),
    `a list of at most ${PROFILE_LIMITS.skills} {"name": ..., "level": ${SKILL_LEVELS.map((l) => `"${l}"`).join('|')}} (level optional)`,
  ],
  ['gradYear', (d) => optNumber(d.gradYear, 1950, 2100, true), 'a year, e.g. 2026'],
  ['degree', (d) => optText(d.degree), `text of at most ${PROFILE_LIMITS.text} characters`],
  ['branch', (d) => optText(d.branch), `text of at most ${PROFILE_LIMITS.text} characters`],
  ['cgpa', (d) => optNumber(d.cgpa, 0, 10), 'a number from 0 to 10'],
  ['percentage', (d) => optNumber(d.percentage, 0, 100), 'a number from 0 to 100'],
  ['backlogs', (d) => optNumber(d.backlogs, 0, 99, true), 'a whole number from 0 to 99'],
  ['cities', (d) => texts(d.cities, PROFILE_LIMITS.places), `a list of at most ${PROFILE_LIMITS.places} texts`],
  ['workTypes', (d) => texts(d.workTypes, PROFILE_LIMITS.places), `a list of at most ${PROFILE_LIMITS.places} texts`],
  ['minCtc', (d) => optNumber(d.minCtc, 0, 1000), 'lakh per year, from 0 to 1000'],
  ['minStipend', (d) => optNumber(d.minStipend, 0, 10_000_000), 'rupees per month, from 0 to 10000000'],
  ['updatedAt', (d) => d.updatedAt === undefined || isString(d.updatedAt), 'text'],
];

/** The fields a profile file may hold. */
export const PROFILE_KEYS: readonly string[] = FIELD_CHECKS.map(([field]) => field);

/** Why data is not a profile ("cgpa: a number from 0 to 10"), or undefined when it is one. */
export function profileProblem(d: unknown): string | undefined {
  if (!isObject(d)) return 'not a JSON object';
  for (const [field, ok, want] of FIELD_CHECKS) if (!ok(d)) return `${field}: ${want}`;
  return undefined;
}

export const isProfile = (d: unknown): d is Profile => profileProblem(d) === undefined;

/** Whether the person has set anything: without a profile there is no match, ever. */
export const hasProfile = (p: Profile): boolean =>
  p.skills.length > 0 ||
  p.cities.length > 0 ||
  p.workTypes.length > 0 ||
  [p.gradYear, p.degree, p.branch, p.cgpa, p.percentage, p.backlogs, p.minCtc, p.minStipend].some((v) => v !== undefined);

export const profileFile = stateFile<Profile>(PROFILE_FILE, { what: 'your profile', version: 1, empty: emptyProfile, valid: isProfile });
