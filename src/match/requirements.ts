/**
 * The eligibility a posting states in its own words, read the way Indian postings write it:
 * "B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs", "CGPA ≥ 7 or equivalent", "60% throughout", "no
 * standing arrears". What the text does not say stays unsaid (undefined), never guessed. Pure; every
 * pattern is anchored on a word and bounded ({0,25}), so the work is linear in the (capped) text.
 */
import { fold, plainFold } from '../refine/text.js';

export interface Requirements {
  /** Graduation years accepted ("2025 & 2026 pass-outs"), ascending. */
  batches?: number[];
  /** Lowest CGPA on a 10-point scale. */
  cgpa?: number;
  /** Lowest percentage. */
  percentage?: number;
  /** Most active backlogs (arrears) allowed. */
  backlogs?: number;
  /** Degrees accepted, by canonical name; "any" for any graduate. */
  degrees?: string[];
  /** Branches accepted, by canonical name; "any" for all branches. */
  branches?: string[];
}

/** Where one sentence or list item ends and the next begins: a fact and its numbers are read within one. */
const SEGMENT_END = /\n|;|\||•|\.\s+(?=[A-Z(])/g;

/** Sentences and list items. */
export const segments = (text: string): string[] => text.split(SEGMENT_END);

const BATCH_WORDS = /batch|pass[\s-]?outs?|passing|passed out|graduat|\bgrads?\b|\byop\b|class of/;
const YEAR_RANGE = /\b(20\d\d)\s*(?:-|–|to)\s*(20\d\d)\b/g;
const YEAR = /\b20\d\d\b/g;

function batches(folded: readonly string[]): number[] | undefined {
  const years = new Set<number>();
  for (const seg of folded) {
    if (!BATCH_WORDS.test(seg)) continue;
    YEAR_RANGE.lastIndex = 0;
    for (let m = YEAR_RANGE.exec(seg); m !== null; m = YEAR_RANGE.exec(seg)) {
      const from = Number(m[1]);
      const to = Number(m[2]);
      if (to >= from && to - from <= 5) for (let y = from; y <= to; y++) years.add(y);
    }
    YEAR.lastIndex = 0;
    for (let m = YEAR.exec(seg); m !== null; m = YEAR.exec(seg)) years.add(Number(m[0]));
  }
  // A founding year or a deadline in the same sentence is no batch.
  for (const y of years) if (y < 2015 || y > 2040) years.delete(y);
  return years.size > 0 ? [...years].sort((a, b) => a - b) : undefined;
}

/** Both CGPA patterns name one of these. */
const CGPA_WORDS = /cgpa|cpi|gpa/;
const CGPA_AFTER = /\b(?:cgpa|cpi|gpa)\b[^0-9\n%]{0,25}?(\d{1,2}(?:\.\d{1,2})?)(?!\.?\d|\s*%)/;
const CGPA_BEFORE = /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:\/\s*10\s*)?(?:cgpa|cpi|gpa)\b/;

function cgpa(folded: readonly string[]): number | undefined {
  for (const seg of folded) {
    const m = CGPA_AFTER.exec(seg) ?? CGPA_BEFORE.exec(seg);
    const n = m ? Number(m[1]) : Number.NaN;
    if (n > 0 && n <= 10) return n;
  }
  return undefined;
}

const MARKS_WORDS = /throughout|aggregate|academic|marks|10th|12th|sslc|hsc|graduation|percentage|or equivalent|in ug|in pg/;
const PERCENT = /\b(\d{2}(?:\.\d{1,2})?)\s*%/g;

function percentage(folded: readonly string[]): number | undefined {
  let most: number | undefined;
  for (const seg of folded) {
    if (!MARKS_WORDS.test(seg)) continue;
    PERCENT.lastIndex = 0;
    for (let m = PERCENT.exec(seg); m !== null; m = PERCENT.exec(seg)) {
      const n = Number(m[1]);
      if (n >= 35 && n <= 100) most = Math.max(most ?? 0, n);
    }
  }
  return most;
}

/** Every backlog pattern names one of these. */
const BACKLOG_WORDS = /backlog|arrear/;
const BACKLOG = String.raw`(?:active\s+|standing\s+|current\s+|live\s+|pending\s+)?(?:backlogs?|arrears?)\b`;
const NO_BACKLOGS = new RegExp(String.raw`\b(?:no|zero|nil|without(?:\s+any)?)\s+${BACKLOG}|\b(?:backlogs?|arrears?)\s*[:-]?\s*(?:none|nil|not allowed)\b`);
const AT_MOST = new RegExp(String.raw`\b(max(?:imum)?\.?|up\s?to|not more than|at most|less than|<=?|≤)\s*(\d)\s+${BACKLOG}`);
const ALLOWED = new RegExp(String.raw`\b(\d)\s+${BACKLOG}\s+(?:allowed|permitted|accepted)`);

function backlogs(folded: readonly string[]): number | undefined {
  for (const seg of folded) {
    if (NO_BACKLOGS.test(seg)) return 0;
    const most = AT_MOST.exec(seg);
    if (most) return Math.max(0, Number(most[2]) - (most[1] === 'less than' || most[1] === '<' ? 1 : 0));
    const allowed = ALLOWED.exec(seg);
    if (allowed) return Number(allowed[1]);
  }
  return undefined;
}

/** Degrees by canonical name; a few are written without dots only in capitals ("BE"), as a word would not be. */
export const DEGREES: readonly { name: string; pattern: RegExp; same?: string }[] = [
  { name: 'B.Tech', pattern: /\bB\.?\s?Tech\b/i, same: 'B.E.' },
  { name: 'B.E.', pattern: /\bB\.\s?E\b|\bBE\b/, same: 'B.Tech' },
  { name: 'M.Tech', pattern: /\bM\.?\s?Tech\b/i, same: 'M.E.' },
  { name: 'M.E.', pattern: /\bM\.\s?E\b/, same: 'M.Tech' },
  { name: 'B.Sc', pattern: /\bB\.?\s?Sc\b/i },
  { name: 'M.Sc', pattern: /\bM\.?\s?Sc\b/i },
  { name: 'BCA', pattern: /\bBCA\b/i },
  { name: 'MCA', pattern: /\bMCA\b/i },
  { name: 'BBA', pattern: /\bBBA\b/i },
  { name: 'MBA', pattern: /\bMBA\b|\bPGDM\b/i },
  { name: 'B.Com', pattern: /\bB\.?\s?Com\b/i },
  { name: 'M.Com', pattern: /\bM\.?\s?Com\b/i },
  { name: 'B.A.', pattern: /\bB\.A\b/ },
  { name: 'Diploma', pattern: /\bdiploma\b/i },
  { name: 'PhD', pattern: /\bPh\.?\s?D\b/i },
];
const ANY_DEGREE = /\b(?:any|all) (?:graduates?|degrees?)\b|\bgraduates? (?:of|from|in) any (?:stream|discipline)\b/i;

/** Branches by canonical name; abbreviations that are also words ("IT") count only inside a list ("CSE/IT"). */
export const BRANCHES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'CSE', pattern: /\bCSE\b|\bCS\b|computer science|computer engineering/i },
  { name: 'IT', pattern: /[(/,&]\s*IT\b|\bIT\s*[)/,&]|information technology|^IT$/i },
  { name: 'ECE', pattern: /\bECE\b|\bE&TC\b|\bEXTC\b|electronics(?: and| &)? (?:communication|telecommunication)/i },
  { name: 'EEE', pattern: /\bEEE\b|\bEE\b|electrical/i },
  { name: 'Mechanical', pattern: /\bmech(?:anical)?\b/i },
  { name: 'Civil', pattern: /\bcivil\b/i },
  { name: 'Chemical', pattern: /\bchemical\b/i },
  { name: 'Instrumentation', pattern: /\binstrumentation\b/i },
];
const ANY_BRANCH = /\b(?:all|any) (?:branches|branch|streams?|disciplines?)\b/i;
const CIRCUIT = /\bcircuit branches\b/i;
const BRANCH_CONTEXT = /branch|stream|discipline|eligib|background|degree in|graduates/i;

/** Regexes that match where any of the patterns does: one for those with the i flag, one for the others. */
function anyOf(patterns: readonly RegExp[]): RegExp[] {
  const union = (caseless: boolean): RegExp => {
    const sources = patterns.filter((p) => p.flags.includes('i') === caseless).map((p) => p.source);
    return sources.length === 0 ? /$^/ : new RegExp(sources.join('|'), caseless ? 'i' : '');
  };
  return [union(true), union(false)];
}
const ANY_NAMED_BRANCH = anyOf(BRANCHES.map((b) => b.pattern));
const namesAny = (unions: readonly RegExp[], text: string): boolean => unions.some((u) => u.test(text));

/**
 * The degree patterns as one global regex per case, each pattern in its own group, so a sentence is
 * scanned once rather than fifteen times. Exact because no two degrees match at one place or overlap
 * (each begins a word with its own letters; none begins inside another): the property test
 * (match-speed) holds the scan to the patterns tried one by one.
 */
// A bit per degree (at most 31) says which a text names.
const DEGREE_SCANS = [true, false].map((caseless) => {
  const mine = DEGREES.flatMap((d, i) => (d.pattern.flags.includes('i') === caseless ? [i] : []));
  const regex = new RegExp(mine.map((i) => `(${DEGREES[i]?.pattern.source})`).join('|') || '$^', caseless ? 'gi' : 'g');
  return { regex, degreeOfGroup: mine };
});

/** The canonical names of the degrees a text names ("B.E./B.Tech, MCA"), in the order of DEGREES. */
export function degreesIn(text: string): string[] {
  let named = 0;
  for (const { regex, degreeOfGroup } of DEGREE_SCANS) {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      let group = 1;
      while (m[group] === undefined && group < m.length) group++;
      named |= 1 << (degreeOfGroup[group - 1] ?? 31);
    }
  }
  const names: string[] = [];
  if (named !== 0) for (let i = 0; i < DEGREES.length; i++) if (named & (1 << i)) names.push((DEGREES[i] as { name: string }).name);
  return names;
}

/** The canonical names of the branches a text names. */
export const branchesIn = (text: string): string[] => (namesAny(ANY_NAMED_BRANCH, text) ? BRANCHES.filter((b) => b.pattern.test(text)).map((b) => b.name) : []);

function degreesAndBranches(raw: readonly string[]): Pick<Requirements, 'degrees' | 'branches'> {
  const degrees = new Set<string>();
  const branches = new Set<string>();
  for (const seg of raw) {
    const named = degreesIn(seg);
    for (const d of named) degrees.add(d);
    if (ANY_DEGREE.test(seg)) degrees.add('any');
    // A branch is a requirement only beside a degree or an eligibility word ("mechanical design" is not).
    if (named.length === 0 && !BRANCH_CONTEXT.test(seg)) continue;
    if (ANY_BRANCH.test(seg)) branches.add('any');
    if (CIRCUIT.test(seg)) for (const b of ['CSE', 'IT', 'ECE', 'EEE']) branches.add(b);
    for (const b of branchesIn(seg)) branches.add(b);
  }
  const out: Pick<Requirements, 'degrees' | 'branches'> = {};
  if (degrees.size > 0) out.degrees = [...degrees];
  if (branches.size > 0) out.branches = branches.has('any') ? ['any'] : [...branches];
  return out;
}

/**
 * A sentence that can state eligibility names one of these: the others (most of a description) are
 * not read further. Every pattern above needs one of them to match.
 */
const RELEVANT =
  /batch|pass|grad|yop|class of|gpa|cpi|%|backlog|arrear|tech|\b[bm]\.|sc\b|bca|mca|bba|mba|pgdm|com\b|diploma|ph\.?\s?d|degree|branch|stream|discipline|eligib|background/i;
const RELEVANT_CASED = /\bBE\b/;

/** The lower case RELEVANT, for the folded text of a plain posting (refine/text.ts). */
const RELEVANT_FOLDED = new RegExp(RELEVANT.source);

/**
 * The sentences that can state eligibility, as written (degrees and branches are read in their own
 * case) and folded. A plain text is folded once and its sentences cut from both at the same places.
 */
function relevantSegments(text: string, folded: string | undefined): { raw: string[]; folded: string[] } {
  const raw: string[] = [];
  if (folded === undefined) {
    for (const seg of segments(text)) if (RELEVANT.test(seg) || RELEVANT_CASED.test(seg)) raw.push(seg);
    return { raw, folded: raw.map(fold) };
  }
  const lower: string[] = [];
  // "BE" written in capitals is the one sign read in its own case: most texts have none to look for.
  const cased = text.includes('BE');
  SEGMENT_END.lastIndex = 0;
  for (let start = 0; start <= text.length; ) {
    const m = SEGMENT_END.exec(text);
    const end = m === null ? text.length : m.index;
    const low = folded.slice(start, end);
    if (RELEVANT_FOLDED.test(low) || (cased && RELEVANT_CASED.test(text.slice(start, end)))) {
      raw.push(text.slice(start, end));
      lower.push(low);
    }
    if (m === null) break;
    start = end + m[0].length;
  }
  return { raw, folded: lower };
}

/** What a posting's (capped) text requires. */
export const readRequirements = (text: string): Requirements => requirementsOf(text, plainFold(text));

/** readRequirements, for a caller that has the text's plainFold already (undefined: not plain). */
export function requirementsOf(text: string, plain: string | undefined): Requirements {
  const { raw, folded } = relevantSegments(text, plain);
  if (raw.length === 0) return {};
  // Each kind of fact is looked for in the sentences only when its words are in the text at all.
  const all = folded.join('\n');
  const out: Requirements = degreesAndBranches(raw);
  const years = BATCH_WORDS.test(all) ? batches(folded) : undefined;
  if (years) out.batches = years;
  const c = CGPA_WORDS.test(all) ? cgpa(folded) : undefined;
  if (c !== undefined) out.cgpa = c;
  const p = all.includes('%') ? percentage(folded) : undefined;
  if (p !== undefined) out.percentage = p;
  const b = BACKLOG_WORDS.test(all) ? backlogs(folded) : undefined;
  if (b !== undefined) out.backlogs = b;
  return out;
}
