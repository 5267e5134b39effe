/**
 * How well a listing fits the person, computed locally from the listing's own text (title, role,
 * description, pay, location, work type) against their profile, and explained: skills found and
 * missing, each eligibility fact met or not, and what is unknown, which never counts either way.
 * Without a profile there is no match (callers check hasProfile first). Pure; the text read is capped,
 * so a huge or hostile description costs no more than a long one.
 */
import type { ApiRecord } from '../contract/record.js';
import { readPay } from '../refine/pay-fields.js';
import { formatNumber } from '../render/numbers.js';
import { fold } from '../refine/text.js';
import { TextMemo } from '../refine/text-memo.js';
import { cityNames, normalize } from '../vocabulary/match.js';
import { fieldText, listingFields, listingTexts } from './listing-text.js';
import type { FactName, ListingMatch, MatchFact } from '../render/match.js';
import type { Profile } from '../store/profile.js';
import {
  BRANCHES,
  branchBits,
  branchesIn,
  DEGREES,
  degreeBits,
  degreesIn,
  eligibilityOf,
  EligibilityTotal,
  type FieldText,
  requirementsOf,
  type Requirements,
  yearBit,
} from './requirements.js';
import { findTerms, skillIndex, skillTerms, vocabularyFound, type SkillTerms, type TermIndex } from './skills.js';

/** Eligibility a posting sets; failing one caps the score (a perfect skills match does not make you eligible). */
const HARD: ReadonlySet<FactName> = new Set(['batch', 'cgpa', 'percentage', 'backlogs', 'degree', 'branch']);
/** The highest score of a listing with an eligibility requirement not met. */
export const INELIGIBLE_CAP = 40;

const fact = (name: FactName, status: MatchFact['status'], text: string): MatchFact => ({ fact: name, status, text });
const num = (x: number): string => String(Math.round(x * 100) / 100);
const orList = (xs: readonly (string | number)[]): string =>
  xs.length <= 1 ? String(xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${String(xs[xs.length - 1])}`;

/** What the profile holds in the forms listings are compared with, worked out once per profile rather than once per listing. */
interface ProfileRead {
  degrees: string[];
  branches: string[];
  /** Each city the profile names, as every name it goes by (normalized: see cityNames). */
  cities: string[][];
  /** The degrees a posting may ask that the person's meets, as eligibilityOf's bits (B.E. meets B.Tech). */
  degreeBits: number;
  /** The person's branches as eligibilityOf's bits, and (when none is recognised) those named the same after folding. */
  branchBits: number;
  branchSameName: number;
}
const PROFILES = new WeakMap<Profile, ProfileRead>();
function readProfile(p: Profile): ProfileRead {
  let read = PROFILES.get(p);
  if (!read) {
    const degrees = p.degree === undefined ? 0 : degreeBits(personDegree(p.degree));
    const branch = fold(p.branch ?? '');
    read = {
      degrees: p.degree === undefined ? [] : degreesIn(personDegree(p.degree)),
      branches: p.branch === undefined ? [] : branchesIn(p.branch),
      cities: p.cities.map(cityNames),
      // As sameDegree: a degree meets itself and the one it is the same as.
      degreeBits: DEGREES.reduce((bits, d, i) => (degrees & (1 << i) ? bits | (1 << i) | bitOf(DEGREES, d.same) : bits), 0),
      branchBits: p.branch === undefined ? 0 : branchBits(p.branch),
      branchSameName: BRANCHES.reduce((bits, b, i) => (fold(b.name) === branch ? bits | (1 << i) : bits), 0),
    };
    PROFILES.set(p, read);
  }
  return read;
}

/** Degrees written out, as a person may type theirs: read as their short names. */
const DEGREE_WORDS: readonly [RegExp, string][] = [
  [/\bbachelor(?:'?s)? (?:of|in) (?:technology|tech)\b/i, 'B.Tech'],
  [/\bbachelor(?:'?s)? (?:of|in) engineering\b/i, 'B.E.'],
  [/\bmaster(?:'?s)? (?:of|in) (?:technology|tech)\b/i, 'M.Tech'],
  [/\bmaster(?:'?s)? (?:of|in) engineering\b/i, 'M.E.'],
  [/\bbachelor(?:'?s)? (?:of|in) computer applications?\b/i, 'BCA'],
  [/\bmaster(?:'?s)? (?:of|in) computer applications?\b/i, 'MCA'],
  [/\bbachelor(?:'?s)? (?:of|in) science\b/i, 'B.Sc'],
  [/\bmaster(?:'?s)? (?:of|in) science\b/i, 'M.Sc'],
  [/\bbachelor(?:'?s)? (?:of|in) commerce\b/i, 'B.Com'],
  [/\bmaster(?:'?s)? (?:of|in) commerce\b/i, 'M.Com'],
  [/\bbachelor(?:'?s)? (?:of|in) business administration\b/i, 'BBA'],
  [/\bmaster(?:'?s)? (?:of|in) business administration\b/i, 'MBA'],
  [/\bbachelor(?:'?s)? (?:of|in) arts\b/i, 'B.A.'],
];

/**
 * The person's own degree as the posting patterns read it. A posting's "BE" counts only in capitals
 * (as "be" is a word), but a profile's degree field holds nothing else: "b.e." and "be" are B.E.
 * there, and "Bachelor of Technology" is B.Tech.
 */
function personDegree(typed: string): string {
  let text = typed;
  for (const [words, short] of DEGREE_WORDS) text = text.replace(words, short);
  return text.toUpperCase();
}

/** The bit of the entry so named (0 for none): bit i stands for entry i. */
const bitOf = (of: readonly { name: string }[], name: string | undefined): number => {
  const i = of.findIndex((e) => e.name === name);
  return i === -1 ? 0 : 1 << i;
};

const sameDegree = (a: string, b: string): boolean => a === b || DEGREES.find((d) => d.name === a)?.same === b;

type EligibilityFact = 'batch' | 'cgpa' | 'percentage' | 'backlogs' | 'degree' | 'branch';

/** What the posting asks, in a few words ("2025 or 2026 batch", "CGPA 7+"). */
function wants(name: EligibilityFact, req: Requirements): string {
  switch (name) {
    case 'batch':
      return `${orList(req.batches ?? [])} batch`;
    case 'cgpa':
      return `CGPA ${num(req.cgpa ?? 0)}+`;
    case 'percentage':
      return `${num(req.percentage ?? 0)}%+ marks`;
    case 'backlogs': {
      const most = req.backlogs ?? 0;
      return most === 0 ? 'no active backlogs' : `at most ${most} active backlog${most === 1 ? '' : 's'}`;
    }
    case 'degree':
      return req.degrees?.includes('any') ? 'any graduate' : (req.degrees ?? []).join('/');
    case 'branch':
      return req.branches?.includes('any') ? 'any branch' : (req.branches ?? []).join('/');
  }
}

/** How the person stands against it ("yes (7.2)", "you graduate in 2026"). */
function standing(name: EligibilityFact, met: boolean, p: Profile): string {
  if (name === 'cgpa') return met ? `yes (${num(p.cgpa ?? 0)})` : `you have ${num(p.cgpa ?? 0)}`;
  if (name === 'percentage') return met ? `yes (${num(p.percentage ?? 0)}%)` : `you have ${num(p.percentage ?? 0)}%`;
  if (met) return 'yes';
  if (name === 'batch') return `you graduate in ${p.gradYear}`;
  if (name === 'backlogs') return `you have ${p.backlogs}`;
  return name === 'degree' ? `you have ${p.degree}` : `you are ${p.branch}`;
}

/** The fact's name where the posting is silent on it ("CGPA: the listing does not say"). */
const SILENT: Readonly<Record<EligibilityFact, string>> = {
  batch: 'batch',
  cgpa: 'CGPA',
  percentage: 'percentage',
  backlogs: 'backlogs',
  degree: 'degree',
  branch: 'branch',
};

/** One fact: compared when both sides know it (`met` is read only then), unknown when one does, absent when neither does. */
function compare(
  out: MatchFact[],
  req: Requirements,
  p: Profile,
  name: EligibilityFact,
  says: boolean,
  has: boolean,
  met: (req: Requirements, p: Profile) => boolean,
): void {
  if (!says) {
    if (has) out.push(fact(name, 'unknown', `${SILENT[name]}: the listing does not say`));
  } else if (!has) out.push(fact(name, 'unknown', `${wants(name, req)}: not in your profile`));
  else {
    const ok = met(req, p);
    out.push(fact(name, ok ? 'met' : 'not_met', `${wants(name, req)}: ${standing(name, ok, p)}`));
  }
}

// Each called only when the posting and the profile both state the fact.
const batchMet = (req: Requirements, p: Profile): boolean => req.batches?.includes(p.gradYear ?? 0) === true;
const cgpaMet = (req: Requirements, p: Profile): boolean => (p.cgpa ?? 0) >= (req.cgpa ?? 0);
const percentageMet = (req: Requirements, p: Profile): boolean => (p.percentage ?? 0) >= (req.percentage ?? 0);
const backlogsMet = (req: Requirements, p: Profile): boolean => (p.backlogs ?? 0) <= (req.backlogs ?? 0);
function degreeMet(req: Requirements, p: Profile): boolean {
  const degrees = req.degrees ?? [];
  return degrees.includes('any') || readProfile(p).degrees.some((d) => degrees.some((w) => sameDegree(d, w)));
}
function branchMet(req: Requirements, p: Profile): boolean {
  const branches = req.branches ?? [];
  const mine = readProfile(p).branches;
  return branches.includes('any') || mine.some((b) => branches.includes(b)) || (mine.length === 0 && branches.some((b) => fold(b) === fold(p.branch ?? '')));
}

function eligibilityFacts(req: Requirements, p: Profile): MatchFact[] {
  const out: MatchFact[] = [];
  compare(out, req, p, 'batch', req.batches !== undefined, p.gradYear !== undefined, batchMet);
  compare(out, req, p, 'cgpa', req.cgpa !== undefined, p.cgpa !== undefined, cgpaMet);
  // Only when the posting asks for one: a person who set a CGPA is not told every posting is silent on percentages.
  if (req.percentage !== undefined || (p.percentage !== undefined && p.cgpa === undefined))
    compare(out, req, p, 'percentage', req.percentage !== undefined, p.percentage !== undefined, percentageMet);
  compare(out, req, p, 'backlogs', req.backlogs !== undefined, p.backlogs !== undefined, backlogsMet);
  // A degree of the person's that fresher cannot read is unknown, not unmet (unless any degree will do).
  const readDegree = p.degree !== undefined && (readProfile(p).degrees.length > 0 || req.degrees?.includes('any') === true);
  if (req.degrees !== undefined && p.degree !== undefined && !readDegree)
    out.push(fact('degree', 'unknown', `${wants('degree', req)}: fresher cannot read your degree (${p.degree})`));
  else compare(out, req, p, 'degree', req.degrees !== undefined, p.degree !== undefined, degreeMet);
  compare(out, req, p, 'branch', req.branches !== undefined, p.branch !== undefined, branchMet);
  return out;
}

/** Where the listing is and how it is worked, as the wishes read them. */
const locationOf = (r: ApiRecord): string | undefined => (typeof r.location === 'string' && r.location !== '' ? r.location.slice(0, 200) : undefined);
const workTypeOf = (r: ApiRecord): string | undefined => (typeof r.work_type === 'string' && r.work_type !== '' ? r.work_type.slice(0, 40) : undefined);

// Each wish: met (true), not met (false) or unknown (undefined: the listing does not say).
function inMyCities(location: string | undefined, workType: string | undefined, p: Profile): boolean | undefined {
  if (workType === 'Remote') return true;
  if (location === undefined) return undefined;
  // Compared as names, not spellings: a profile's "Bangalore" is the listing's "Bengaluru, India".
  const here = normalize(location);
  return readProfile(p).cities.some((names) => names.some((n) => here.includes(n)));
}
const myWorkType = (workType: string | undefined, p: Profile): boolean | undefined => (workType === undefined ? undefined : p.workTypes.includes(workType));
/** The top of a listing's pay band (readPay) in the unit of the person's floor (LPA for a job, ₹/month for an internship). */
function payTop(band: ReturnType<typeof readPay>, kind: 'job' | 'internship'): number | undefined {
  const top = band && (band.unpaid ? 0 : (band.max ?? band.min));
  return top === undefined ? undefined : kind === 'job' ? top / 100_000 : top / 12;
}
const floorOf = (kind: 'job' | 'internship', p: Profile): number | undefined => (kind === 'job' ? p.minCtc : p.minStipend);
const statusOf = (met: boolean | undefined): MatchFact['status'] => (met === undefined ? 'unknown' : met ? 'met' : 'not_met');

function preferenceFacts(r: ApiRecord, kind: 'job' | 'internship', p: Profile): MatchFact[] {
  const out: MatchFact[] = [];
  const location = locationOf(r);
  const workType = workTypeOf(r);
  if (p.cities.length > 0) {
    const mine = inMyCities(location, workType, p);
    const city = location?.replace(/, India$/, '');
    const text =
      workType === 'Remote'
        ? 'Remote: any city'
        : mine === undefined
          ? 'city: the listing gives no location'
          : mine
            ? `${city}: yes`
            : `${city}: not one of your cities`;
    out.push(fact('city', statusOf(mine), text));
  }
  if (p.workTypes.length > 0) {
    const mine = myWorkType(workType, p);
    const text = mine === undefined ? 'work type: the listing does not say' : mine ? `${workType}: yes` : `${workType}: you want ${orList(p.workTypes)}`;
    out.push(fact('work_type', statusOf(mine), text));
  }
  const floor = floorOf(kind, p);
  if (floor !== undefined) {
    const band = readPay(r);
    const top = payTop(band, kind);
    const shown = (x: number): string => (kind === 'job' ? `${num(x)} LPA` : `₹${formatNumber(Math.round(x))}/month`);
    // Unpaid said as such; "up to" only where the listing gives a range.
    const what =
      top === undefined
        ? ''
        : band?.unpaid
          ? 'unpaid'
          : band?.max !== undefined && band.min !== undefined && band.max !== band.min
            ? `pay up to ${shown(top)}`
            : `pay ${shown(top)}`;
    const text = top === undefined ? 'pay: the listing does not say' : `${what}: ${top >= floor ? 'at least' : 'below'} your ${shown(floor)}`;
    out.push(fact('pay', statusOf(top === undefined ? undefined : top >= floor), text));
  }
  return out;
}

/** The skills a listing's fields name, the person's (by their place in the profile) and the vocabulary's, in one set. */
function termsIn(texts: readonly FieldText[], index: TermIndex<number | SkillTerms>): Set<number | SkillTerms> {
  const found = new Set<number | SkillTerms>();
  // A plain text's fold is its lower case, worked out already; any other is folded in full (accents and marks removed).
  for (const t of texts) findTerms(t.plain ?? fold(t.text), index, found);
  return found;
}

/** The person's skills the fields name, and the skills they name that the person lacks. */
function skillsOf(texts: readonly FieldText[], p: Profile): { found: string[]; missing: string[] } {
  const { index, held } = profileSkills(p);
  const named = termsIn(texts, index);
  const found = p.skills.filter((_, i) => named.has(i)).map((s) => s.name);
  const missing = vocabularyFound(named)
    .map((k) => k.name)
    .filter((name) => !held.has(name));
  return { found, missing };
}

/**
 * What one field's text gives a score: the eligibility it states and the skills it names (by the
 * profile's index). A class, not a literal: they are kept (see SentenceEligibility in requirements.ts).
 */
class FieldScore {
  readonly eligibility: EligibilityTotal;
  readonly terms: readonly (number | SkillTerms)[];

  constructor(t: FieldText, index: TermIndex<number | SkillTerms> | undefined) {
    this.eligibility = eligibilityOf([t]);
    this.terms = index === undefined ? [] : [...findTerms(t.plain ?? fold(t.text), index)];
  }
}

const EMPTY_FIELD = new FieldScore({ text: '', plain: '' }, undefined);

function fieldScore(kept: string, skills: ProfileSkills | undefined, seen: TextMemo<FieldScore>): FieldScore {
  const keep = seen.keeps(kept);
  let score = keep ? seen.get(kept) : undefined;
  if (score === undefined) {
    const t = fieldText(kept);
    score = t === undefined ? EMPTY_FIELD : new FieldScore(t, skills?.index);
    if (keep) seen.set(kept, score);
  }
  return score;
}

interface ProfileSkills {
  index: TermIndex<number | SkillTerms>;
  held: Set<string>;
}

/** The profile's skills as terms to find beside the vocabulary's, worked out once per profile. */
const SKILL_INDEXES = new WeakMap<Profile, ProfileSkills>();
function profileSkills(p: Profile): ProfileSkills {
  let known = SKILL_INDEXES.get(p);
  if (!known) {
    const terms = p.skills.map((s) => skillTerms(s.name));
    known = { index: skillIndex(terms), held: new Set(terms.map((t) => t.name)) };
    SKILL_INDEXES.set(p, known);
  }
  return known;
}

/** The share of the skills named that the person has (skillsOf's found against found + missing), without their names. */
function skillShare(named: ReadonlySet<number | SkillTerms>, held: ReadonlySet<string>): number | undefined {
  let found = 0;
  let missing = 0;
  named.forEach((key) => {
    if (typeof key === 'number') found++;
    else if (!held.has(key.name)) missing++;
  });
  return share(found, missing);
}

const share = (good: number, bad: number): number | undefined => (good + bad === 0 ? undefined : good / (good + bad));

/** The match of one listing against a profile that has something set. */
export function matchListing(r: ApiRecord, kind: 'job' | 'internship', p: Profile): ListingMatch {
  // Folded once for the skills and the eligibility both, when it can be (refine/text.ts).
  const texts = listingFields(r);
  const facts = [...eligibilityFacts(requirementsOf(texts), p), ...preferenceFacts(r, kind, p)];
  const eligibility = facts.filter((f) => f.status !== 'unknown');
  const unknown = facts.filter((f) => f.status === 'unknown');
  const { found, missing } = p.skills.length > 0 ? skillsOf(texts, p) : { found: [], missing: [] };
  if (p.skills.length > 0 && found.length + missing.length === 0) unknown.unshift(fact('skills', 'unknown', 'skills: the listing names none'));
  const skills = share(found.length, missing.length);
  const met = share(eligibility.filter((f) => f.status === 'met').length, eligibility.filter((f) => f.status === 'not_met').length);
  // Skills weigh most; what is unknown is left out of both shares.
  const parts: [number, number][] = [];
  if (skills !== undefined) parts.push([skills, 0.6]);
  if (met !== undefined) parts.push([met, 0.4]);
  const weight = parts.reduce((a, [, w]) => a + w, 0);
  // City, work type and pay are wishes, not fit: alone they make no score (a listing that says nothing
  // else would otherwise top every list).
  const fits = skills !== undefined || eligibility.some((f) => HARD.has(f.fact));
  let score = !fits || parts.length === 0 ? null : Math.round((100 * parts.reduce((a, [v, w]) => a + v * w, 0)) / weight);
  if (score !== null && eligibility.some((f) => f.status === 'not_met' && HARD.has(f.fact))) score = Math.min(score, INELIGIBLE_CAP);
  return { score, skills_found: found, skills_missing: missing, eligibility, unknown };
}

/**
 * The score matchListing gives, without its explanation: all a sort or a filter needs, and every
 * listing of a list needs it. The same arithmetic over counts instead of lists of facts and skills
 * (nothing per listing but what reading the text takes); the property test (match-speed) holds it to
 * matchListing(...).score.
 */
export const matchScore = (r: ApiRecord, kind: 'job' | 'internship', p: Profile): number | null => profileScorer(p).score(r, kind);

/** Each profile's scorer, made once. */
const SCORERS = new WeakMap<Profile, ProfileScorer>();
export function profileScorer(p: Profile): ProfileScorer {
  let scorer = SCORERS.get(p);
  if (!scorer) {
    scorer = new ProfileScorer(p);
    SCORERS.set(p, scorer);
  }
  return scorer;
}

/**
 * matchScore for one profile, with what it reads of the profile looked up once rather than per
 * listing, and the per-listing totals kept in one place (a score is worked out synchronously, start
 * to end, so they never hold two listings at once).
 */
export class ProfileScorer {
  private readonly skills: ProfileSkills | undefined;
  /**
   * Fields already read, by their text as kept: titles, places, work types and pay texts repeat across
   * the listings of a list (one company's openings, one city's), so a sort reads each once. Bounded as
   * the sentences are (see TextMemo): texts of at most 240 characters, 4,096 of them.
   */
  private readonly seen = new TextMemo<FieldScore>(4096, 240);
  private readonly mine: ProfileRead;
  private readonly req = new EligibilityTotal();
  /** The skills named: a profile skill by its place in the profile, a vocabulary skill by its terms. */
  private readonly named = new Set<number | SkillTerms>();
  /** Facts and wishes of the listing being scored, met and not met. */
  private met = 0;
  private notMet = 0;

  constructor(private readonly p: Profile) {
    this.skills = p.skills.length > 0 ? profileSkills(p) : undefined;
    this.mine = readProfile(p);
  }

  private tally(ok: boolean | undefined): void {
    if (ok === true) this.met++;
    else if (ok === false) this.notMet++;
  }

  score(r: ApiRecord, kind: 'job' | 'internship'): number | null {
    const { p, skills, req, named, mine } = this;
    req.clear();
    named.clear();
    for (const kept of listingTexts(r)) {
      const field = fieldScore(kept, skills, this.seen);
      req.add(field.eligibility);
      for (let i = 0; i < field.terms.length; i++) named.add(field.terms[i] as number | SkillTerms);
    }
    // Facts compared (met or not): the six eligibility facts are each compared when both sides state
    // them, as batchMet, cgpaMet, ..., branchMet, over bits.
    this.met = 0;
    this.notMet = 0;
    this.tally(req.years !== 0 && p.gradYear !== undefined ? (req.years & yearBit(p.gradYear)) !== 0 : undefined);
    this.tally(req.cgpa !== undefined && p.cgpa !== undefined ? p.cgpa >= req.cgpa : undefined);
    this.tally(req.percentage !== undefined && p.percentage !== undefined ? p.percentage >= req.percentage : undefined);
    this.tally(req.backlogs !== undefined && p.backlogs !== undefined ? p.backlogs <= req.backlogs : undefined);
    // As eligibilityFacts: a degree of the person's that fresher cannot read (no bits) is unknown, unless any degree will do.
    this.tally(
      (req.degrees !== 0 || req.anyDegree) && p.degree !== undefined && (req.anyDegree || mine.degreeBits !== 0)
        ? req.anyDegree || (req.degrees & mine.degreeBits) !== 0
        : undefined,
    );
    this.tally(
      (req.branches !== 0 || req.anyBranch) && p.branch !== undefined
        ? req.anyBranch || (req.branches & mine.branchBits) !== 0 || (mine.branchBits === 0 && (req.branches & mine.branchSameName) !== 0)
        : undefined,
    );
    const hard = this.met + this.notMet > 0;
    const failed = this.notMet > 0;
    const skillsShare = skills === undefined ? undefined : skillShare(named, skills.held);
    // Wishes alone make no score: then the pay need not be read.
    if (skillsShare === undefined && !hard) return null;
    // City, work type and pay, as preferenceFacts: only those the profile sets.
    if (p.cities.length > 0) this.tally(inMyCities(locationOf(r), workTypeOf(r), p));
    if (p.workTypes.length > 0) this.tally(myWorkType(workTypeOf(r), p));
    const floor = floorOf(kind, p);
    if (floor !== undefined) {
      const top = payTop(readPay(r), kind);
      this.tally(top === undefined ? undefined : top >= floor);
    }
    const { met, notMet } = this;
    const metShare = share(met, notMet);
    // As matchListing: the shares weighed in the same order, so the same rounding.
    let weight = 0;
    let sum = 0;
    if (skillsShare !== undefined) {
      sum += skillsShare * 0.6;
      weight += 0.6;
    }
    if (metShare !== undefined) {
      sum += metShare * 0.4;
      weight += 0.4;
    }
    if (weight === 0) return null;
    const score = Math.round((100 * sum) / weight);
    return failed ? Math.min(score, INELIGIBLE_CAP) : score;
  }
}
