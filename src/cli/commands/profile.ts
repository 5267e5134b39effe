/** `fresher profile set|show|edit|clear`: the profile that local matching reads (per user, not per API). */
import { fold } from '../../refine/text.js';
import { aliasTargets, cityNames, normalize } from '../../vocabulary/match.js';
import { readVocabulary } from '../../vocabulary/cache.js';
import { guessFor } from '../did-you-mean.js';
import { parseStipendRange } from '../../refine/pay.js';
import { EM_DASH } from '../../render/fields.js';
import { formatNumber } from '../../render/numbers.js';
import { toSingleLine } from '../../render/sanitize.js';
import { padEnd } from '../../render/width.js';
import { document } from '../../render/formats.js';
import {
  emptyProfile,
  hasProfile,
  PROFILE_KEYS,
  PROFILE_LIMITS,
  profileFile,
  profileProblem,
  SKILL_LEVELS,
  type Profile,
  type Skill,
  type SkillLevel,
} from '../../store/profile.js';
import { PROFILE_FIELD_NAMES, type ProfileField, type ProfileSetFlags } from '../command-table.js';
import { emit } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { warnOf, type Session } from '../session.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitCommand } from '../pager.js';

export const WORK_TYPES = ['On-site', 'Remote', 'Hybrid'] as const;

const quote = (v: string): string => JSON.stringify(v);

function number(flag: string, raw: string, lo: number, hi: number, integer: boolean, example: string): number {
  const text = raw.trim();
  const n = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(n) || n < lo || n > hi || (integer && !Number.isInteger(n)))
    throw usageError(`--${flag} ${quote(raw)} is not ${integer ? 'a whole number' : 'a number'} from ${lo} to ${hi}, e.g. --${flag} ${example}`);
  return n;
}

function text(flag: string, raw: string): string {
  const t = toSingleLine(raw).trim();
  if (t === '' || t.length > PROFILE_LIMITS.text) throw usageError(`--${flag} needs a value of 1 to ${PROFILE_LIMITS.text} characters`);
  return t;
}

/** "Python:advanced, SQL, Power BI": skills with an optional level, deduplicated (any case or accents). */
export function parseSkills(raw: string): Skill[] {
  const skills: Skill[] = [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const item = toSingleLine(part).trim();
    if (item === '') continue;
    const colon = item.lastIndexOf(':');
    const maybeLevel =
      colon > 0
        ? item
            .slice(colon + 1)
            .trim()
            .toLowerCase()
        : '';
    const level = (SKILL_LEVELS as readonly string[]).includes(maybeLevel) ? (maybeLevel as SkillLevel) : undefined;
    if (colon > 0 && level === undefined && /^[a-z]+$/.test(maybeLevel))
      throw usageError(`--skills: ${quote(item)} has the level ${quote(maybeLevel)}; levels are ${SKILL_LEVELS.join(', ')}`);
    const name = level ? item.slice(0, colon).trim() : item;
    // "Python:" or "Python::advanced": a level left empty, not a skill named "Python:" that nothing names.
    if ((colon > 0 && maybeLevel === '') || name.endsWith(':'))
      throw usageError(
        `--skills: ${quote(item)} has an empty level; write ${quote(name.replace(/:+$/, ''))} or ${quote(`${name.replace(/:+$/, '')}:advanced`)}`,
      );
    if (name === '' || name.length > PROFILE_LIMITS.text)
      throw usageError(`--skills: a skill is 1 to ${PROFILE_LIMITS.text} characters (${quote(item.slice(0, 90))})`);
    const key = fold(name);
    if (seen.has(key)) continue;
    seen.add(key);
    skills.push(level ? { name, level } : { name });
  }
  if (skills.length === 0) throw usageError('--skills needs at least one skill, e.g. --skills "Python:advanced, SQL"');
  if (skills.length > PROFILE_LIMITS.skills) throw usageError(`--skills: at most ${PROFILE_LIMITS.skills} skills`);
  return skills;
}

function places(flag: string, values: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const v of values) {
    const t = text(flag, v);
    if (seen.has(fold(t))) continue;
    seen.add(fold(t));
    out.push(t);
  }
  if (out.length > PROFILE_LIMITS.places) throw usageError(`--${flag}: at most ${PROFILE_LIMITS.places} values`);
  return out;
}

function workType(raw: string): string {
  // Its name in any spelling, or another name for it, as --work-type takes them ("wfh", "work from office").
  const names = [fold(raw).replace(/[^a-z]/g, ''), ...aliasTargets('work_type', raw)];
  const found = WORK_TYPES.find((w) => names.includes(fold(w).replace(/[^a-z]/g, '')));
  if (!found) throw usageError(`--work-type ${quote(raw)} is not one of ${WORK_TYPES.join(', ')}`);
  return found;
}

/** The changes the flags ask for, checked before anything is written. Pure apart from the errors it throws. */
export function profileChanges(flags: ProfileSetFlags): { set: Partial<Profile>; unset: ProfileField[] } {
  const set: Partial<Profile> = {};
  if (flags.skills !== undefined) set.skills = parseSkills(flags.skills);
  if (flags.gradYear !== undefined) set.gradYear = number('grad-year', flags.gradYear, 1950, 2100, true, '2026');
  if (flags.degree !== undefined) set.degree = text('degree', flags.degree);
  if (flags.branch !== undefined) set.branch = text('branch', flags.branch);
  if (flags.cgpa !== undefined) set.cgpa = number('cgpa', flags.cgpa, 0, 10, false, '7.8');
  if (flags.percentage !== undefined) set.percentage = number('percentage', flags.percentage, 0, 100, false, '72');
  if (flags.backlogs !== undefined) set.backlogs = number('backlogs', flags.backlogs, 0, 99, true, '0');
  if (flags.city !== undefined) set.cities = places('city', flags.city);
  if (flags.workType !== undefined) set.workTypes = places('work-type', flags.workType.map(workType));
  if (flags.minCtc !== undefined) set.minCtc = number('min-ctc', flags.minCtc.replace(/\s*lpa$/i, ''), 0, 1000, false, '6');
  if (flags.minStipend !== undefined) {
    const range = parseStipendRange(`${flags.minStipend}+`);
    if (!range || range.min > 10_000_000) throw usageError(`--min-stipend ${quote(flags.minStipend)} is not rupees per month, e.g. --min-stipend 15000 or 15k`);
    set.minStipend = range.min;
  }
  const unset: ProfileField[] = [];
  for (const field of flags.unset ?? []) {
    const name = field.trim().toLowerCase();
    if (!(PROFILE_FIELD_NAMES as readonly string[]).includes(name))
      throw usageError(`--unset ${quote(field)} is not a profile field; fields: ${PROFILE_FIELD_NAMES.join(', ')}`);
    unset.push(name as ProfileField);
  }
  return { set, unset };
}

const UNSET: Record<ProfileField, (p: Profile) => void> = {
  skills: (p) => {
    p.skills = [];
  },
  'grad-year': (p) => delete p.gradYear,
  degree: (p) => delete p.degree,
  branch: (p) => delete p.branch,
  cgpa: (p) => delete p.cgpa,
  percentage: (p) => delete p.percentage,
  backlogs: (p) => delete p.backlogs,
  city: (p) => {
    p.cities = [];
  },
  'work-type': (p) => {
    p.workTypes = [];
  },
  'min-ctc': (p) => delete p.minCtc,
  'min-stipend': (p) => delete p.minStipend,
};

/**
 * A city the API lists none of, with one it does list a typo away ("Hydrabad"): a usage error with
 * the guess, as --location gives one. Read from the cached vocabulary only (the profile never needs
 * the API): without one every city is kept, and so is one with no near name (no listings there yet
 * is no typo).
 */
function checkCities(s: Session, cities: readonly string[]): void {
  const locations = (readVocabulary(s.ctx.env, s.apiKey)?.filters.location ?? []).map((o) => o.filter_value.replace(/,.*$/, '').trim());
  const known = new Set(locations.map((l) => normalize(l)));
  for (const city of cities) {
    if (cityNames(city).some((n) => known.has(n))) continue;
    const guess = guessFor(city, locations);
    if (guess !== undefined) throw usageError(`--city ${quote(city)} is no city the API lists. Did you mean ${quote(guess)}?`);
  }
}

export async function profileSetCommand(s: Session, flags: ProfileSetFlags): Promise<number> {
  const { set, unset } = profileChanges(flags);
  if (Object.keys(set).length === 0 && unset.length === 0)
    throw usageError('nothing to set', 'e.g. fresher profile set --skills "Python:advanced, SQL" --grad-year 2026 --cgpa 7.8 --backlogs 0');
  if (set.cities) checkCities(s, set.cities);
  const now = new Date(s.ctx.clock.now()).toISOString();
  const profile = profileFile.update(s.stateDir(), warnOf(s), (p) => {
    for (const field of unset) UNSET[field](p);
    Object.assign(p, set, { updatedAt: now });
    return { ...p };
  });
  s.msg.notice(`profile saved (${profileFile.path(s.stateDir())})`);
  return show(s, profile);
}

export async function profileShowCommand(s: Session): Promise<number> {
  return show(s, profileFile.load(s.stateDir(), warnOf(s)));
}

export async function profileClearCommand(s: Session): Promise<number> {
  const had = profileFile.update(s.stateDir(), warnOf(s), (p) => {
    const before = hasProfile(p);
    for (const key of Object.keys(p)) delete (p as unknown as Record<string, unknown>)[key];
    Object.assign(p, emptyProfile());
    return before;
  });
  s.msg.notice(had ? 'profile cleared' : 'there was no profile to clear');
  return ExitCode.ok;
}

/** Why an edited profile cannot be kept, or undefined when it can (unknown keys are typos, not data). */
export function editProblem(text: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return `not valid JSON (${toSingleLine((e as Error).message).slice(0, 120)})`;
  }
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const extra = Object.keys(data).find((k) => !PROFILE_KEYS.includes(k));
    if (extra !== undefined) return `unknown field ${quote(toSingleLine(extra).slice(0, 40))}; fields: ${PROFILE_KEYS.join(', ')}`;
  }
  return profileProblem(data) ?? blankProblem(data as Profile);
}

/** A blank text the edit left (`"degree": ""`, a city ""): refused as `profile set` refuses it, naming the field. */
function blankProblem(p: Profile): string | undefined {
  const blank = (v: string): boolean => v.trim() === '';
  const leaveOut = '(leave the field out to unset it)';
  if (p.skills.some((k) => blank(k.name))) return `skills: a skill's name is 1 to ${PROFILE_LIMITS.text} characters`;
  for (const field of ['degree', 'branch'] as const) {
    const v = p[field];
    if (v !== undefined && blank(v)) return `${field}: text of 1 to ${PROFILE_LIMITS.text} characters ${leaveOut}`;
  }
  for (const field of ['cities', 'workTypes'] as const) if (p[field].some(blank)) return `${field}: no empty text in the list ${leaveOut}`;
  return undefined;
}

/**
 * `fresher profile edit`: the profile file in $VISUAL or $EDITOR (as `git config --edit`), checked on
 * save and written only when it is a valid profile; a bad edit is kept in a file the error names.
 */
export async function profileEditCommand(s: Session): Promise<number> {
  const env = s.ctx.env;
  // An editor is a prompt: --no-input refuses it, as the picker does; and vi without a terminal only
  // writes escape sequences into whatever stdout is (an editor named in VISUAL or EDITOR may need none).
  const instead = 'set fields with fresher profile set (e.g. --cgpa 8.1 --skills "Python, SQL")';
  if (!s.settings.interactive) throw usageError(`profile edit opens an editor, which --no-input rules out; ${instead}`);
  if (!env.VISUAL && !env.EDITOR && !(s.ctx.stdinIsTTY && s.ctx.stdoutIsTTY))
    throw usageError(`profile edit needs a terminal for its editor (or set VISUAL or EDITOR); ${instead}`);
  const editor = env.VISUAL || env.EDITOR || (process.platform === 'win32' ? 'notepad' : 'vi');
  const [program, ...args] = splitCommand(editor);
  if (!program) throw usageError('no editor: set VISUAL or EDITOR, e.g. EDITOR=nano fresher profile edit');
  const current = profileFile.load(s.stateDir(), warnOf(s));
  const before = `${JSON.stringify(current, null, 2)}\n`;
  const dir = mkdtempSync(join(tmpdir(), 'fresher-profile-'));
  const path = join(dir, 'profile.json');
  writeFileSync(path, before, { mode: 0o600 });
  const result = spawnSync(program, [...args, path], { stdio: 'inherit', env: env as NodeJS.ProcessEnv });
  const failed = result.error ? result.error.message : result.status !== 0 ? `it exited with ${result.status ?? result.signal}` : undefined;
  if (failed) {
    rmSync(dir, { recursive: true, force: true });
    throw new CliError(`the editor ${quote(toSingleLine(editor))} failed (${failed}); the profile is unchanged`);
  }
  const after = readFileSync(path, 'utf8');
  if (after.trim() === '' || after === before) {
    rmSync(dir, { recursive: true, force: true });
    s.msg.notice(after.trim() === '' ? 'empty file: the profile is unchanged' : 'no change');
    return ExitCode.ok;
  }
  const problem = editProblem(after);
  // Nothing typed is lost: the edit stays where the person can fix it and try again.
  const refuse = (why: string): never => {
    throw usageError(`the edited profile is not valid: ${why}; the profile is unchanged, your edit is in ${path}`);
  };
  if (problem) refuse(problem);
  const parsed = JSON.parse(after) as Profile;
  // Work types as `profile set --work-type` takes them: another name for one is that one ("wfh" is
  // Remote), and one the API has not is refused, not kept to match nothing.
  const workTypes = parsed.workTypes.map((w) => {
    try {
      return workType(w);
    } catch {
      return refuse(`workTypes: ${quote(toSingleLine(w).slice(0, 40))} is not one of ${WORK_TYPES.join(', ')}`);
    }
  });
  const edited: Profile = { ...parsed, workTypes: [...new Set(workTypes)] };
  const now = new Date(s.ctx.clock.now()).toISOString();
  const profile = profileFile.update(s.stateDir(), warnOf(s), (p) => {
    for (const key of Object.keys(p)) delete (p as unknown as Record<string, unknown>)[key];
    Object.assign(p, edited, { updatedAt: now });
    return { ...p };
  });
  rmSync(dir, { recursive: true, force: true });
  s.msg.notice(`profile saved (${profileFile.path(s.stateDir())})`);
  return show(s, profile);
}

const skillText = (k: Skill): string => (k.level ? `${k.name} (${k.level})` : k.name);

/** The profile as label and value rows, every field (unset ones as a dash) so a person sees what can be set. */
export function profileRows(p: Profile): { field: string; value: string | null }[] {
  const list = (xs: readonly string[]): string | null => (xs.length > 0 ? xs.join(', ') : null);
  const n = (x: number | undefined, f: (v: number) => string = String): string | null => (x === undefined ? null : f(x));
  return [
    { field: 'Skills', value: list(p.skills.map(skillText)) },
    { field: 'Graduation', value: n(p.gradYear) },
    { field: 'Degree', value: p.degree ?? null },
    { field: 'Branch', value: p.branch ?? null },
    { field: 'CGPA', value: n(p.cgpa) },
    { field: 'Percentage', value: n(p.percentage, (v) => `${v}%`) },
    { field: 'Backlogs', value: n(p.backlogs) },
    { field: 'Cities', value: list(p.cities) },
    { field: 'Work types', value: list(p.workTypes) },
    { field: 'Min CTC', value: n(p.minCtc, (v) => `${formatNumber(v, 2)} LPA`) },
    { field: 'Min stipend', value: n(p.minStipend, (v) => `₹${formatNumber(v)}/month`) },
  ];
}

async function show(s: Session, p: Profile): Promise<number> {
  const exists = hasProfile(p);
  if (!exists) s.msg.notice('no profile yet; set one: fresher profile set --skills "Python, SQL" --grad-year 2026 --cgpa 7.8');
  const rows = profileRows(p);
  await emit(
    s,
    document(exists ? p : null, exists ? rows : [], ['field', 'value'], (o) => {
      if (!exists) return [];
      const width = Math.max(...rows.map((r) => r.field.length)) + 2;
      return rows.map((r) => `${o.style.dim(padEnd(r.field, width))}${r.value === null ? o.style.dim(EM_DASH) : toSingleLine(r.value)}\n`);
    }),
  );
  return ExitCode.ok;
}
