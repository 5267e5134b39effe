/**
 * The eligibility a posting states in its own words, read the way Indian postings write it:
 * "B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs", "CGPA ≥ 7 or equivalent", "60% throughout", "no
 * standing arrears". What the text does not say stays unsaid (undefined), never guessed. Pure; every
 * pattern is anchored on a word and bounded ({0,25}), so the work is linear in the (capped) text.
 */
import { fold, plainFold } from '../refine/text.js';
import { TextMemo } from '../refine/text-memo.js';

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
// Not after an initial: "B. Tech", "M. Sc" and "B. E." are one word each, not a sentence end and a start.
const SEGMENT_END = /\n|;|\||•|(?<!\b[A-Z])\.\s+(?=[A-Z(])/g;

/** Sentences and list items. */
export const segments = (text: string): string[] => text.split(SEGMENT_END);

/**
 * Words that shut people out ("2026 pass-outs are not eligible", "all branches except Mechanical",
 * "B.Tech need not apply"): the years, degrees and branches named with them are the ones refused, so
 * they are read as nothing (unknown) rather than as ones asked for. A threshold keeps its sense ("CGPA
 * below 7 is not eligible" still asks 7), so numbers are read as ever. Matched on folded text.
 */
const SHUTS_OUT =
  /\bnot\s+(?:be\s+)?(?:eligible|open|considered|for)\b|\bineligible\b|\bexcept\b|\bexcluding\b|\bother than\b|\bneed not apply\b|\bcan(?:not|'t| not) apply\b|\bnot allowed to apply\b/;
export const shutsOut = (folded: string): boolean => SHUTS_OUT.test(folded);

/**
 * The part of a sentence that shuts people out (see SHUTS_OUT) that names whom it takes: its clauses
 * (split at commas outside brackets) before the first that shuts out. Postings add the exclusion
 * after what they ask ("B.Tech 2026, except Mechanical, Civil"): what follows it is its list.
 */
export function takenPart(raw: string): string {
  let depth = 0;
  let from = 0;
  for (let i = 0; i <= raw.length; i++) {
    const c = raw[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (i === raw.length || (c === ',' && depth === 0)) {
      if (shutsOut(fold(raw.slice(from, i)))) return raw.slice(0, Math.max(0, from - 1));
      from = i + 1;
    }
  }
  return raw;
}

const BATCH_WORDS = /batch|pass[\s-]?outs?|passing|passed out|graduat|\bgrads?\b|\byop\b|class of/;
const YEAR_RANGE = /\b(20\d\d)\s*(?:-|–|to)\s*(20\d\d)\b/g;
const YEAR = /\b20\d\d\b/g;

/** Batch years are read between these: a founding year or a deadline in the same sentence is no batch. */
const FIRST_YEAR = 2015;
const LAST_YEAR = 2040;
/** A year's bit in a set of batch years: 0 for a year no set holds. */
export const yearBit = (y: number): number => (Number.isInteger(y) && y >= FIRST_YEAR && y <= LAST_YEAR ? 1 << (y - FIRST_YEAR) : 0);

/**
 * A year written right after a degree is its batch: "BE/B.Tech 2026", "MBA/PGDM 2027", "B.Sc (CS) 2025".
 * Dotted forms only for B.E. and M.E.: "be" and "me" alone are English words ("will be 2025").
 * Every gap is bounded: unbounded white space on both sides of an optional part would be tried in
 * every split, quadratic in a run of spaces (this runs over a listing's whole text).
 */
const DEGREE_YEAR_SOURCE = String.raw`\b(?:b\.?\s?tech|m\.?\s?tech|b\.\s?e|m\.\s?e|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|bca|mca|bba|mba|pgdm|diploma)\b\.?\s{0,3}(?:\([^()\n]{0,40}\)\s{0,3})?(?:,\s{0,3})?(20\d\d)\b`;
const DEGREE_YEAR = new RegExp(DEGREE_YEAR_SOURCE);
const DEGREE_YEARS = new RegExp(DEGREE_YEAR_SOURCE, 'g');

/** Whether a folded text can name a batch at all (the gate before batches are read sentence by sentence). */
const namesBatch = (text: string): boolean => BATCH_WORDS.test(text) || DEGREE_YEAR.test(text);

/** The batch years one folded sentence names, a bit each (bit 0: 2015). */
function yearBits(seg: string): number {
  if (!BATCH_WORDS.test(seg)) {
    // No batch word: only the years written after a degree (not a founding year beside them).
    let years = 0;
    DEGREE_YEARS.lastIndex = 0;
    for (let m = DEGREE_YEARS.exec(seg); m !== null; m = DEGREE_YEARS.exec(seg)) years |= yearBit(Number(m[1]));
    return years;
  }
  let years = 0;
  YEAR_RANGE.lastIndex = 0;
  for (let m = YEAR_RANGE.exec(seg); m !== null; m = YEAR_RANGE.exec(seg)) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (to >= from && to - from <= 5) for (let y = from; y <= to; y++) years |= yearBit(y);
  }
  YEAR.lastIndex = 0;
  for (let m = YEAR.exec(seg); m !== null; m = YEAR.exec(seg)) years |= yearBit(Number(m[0]));
  return years;
}

/** The years of yearBits, ascending; undefined for none. */
function yearsOf(bits: number): number[] | undefined {
  if (bits === 0) return undefined;
  const years: number[] = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) if (bits & yearBit(y)) years.push(y);
  return years;
}

function batches(folded: readonly string[]): number[] | undefined {
  let years = 0;
  for (const seg of folded) years |= yearBits(seg);
  return yearsOf(years);
}

/** Both CGPA patterns name one of these. */
const CGPA_WORDS = /cgpa|cpi|gpa/;
// After the word, the number stays in its clause: in "8+ CGPA, not more than 1 backlog" the 1 counts backlogs.
const CGPA_AFTER = /\b(?:cgpa|cpi|gpa)\b[^0-9\n%,;]{0,25}?(\d{1,2}(?:\.\d{1,2})?)(?!\.?\d|\s*%)/;
const CGPA_BEFORE = /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:\/\s*10\s*)?(?:cgpa|cpi|gpa)\b/;

/** A school's class or standard right before a number: "Class 12 CGPA 8" asks a CGPA of 8, not 12. */
const SCHOOL_YEAR_BEFORE = /(?:class|std\.?|standard|grade)\s{0,3}$/;
const onScale = (n: number): boolean => n > 0 && n <= 10;

/**
 * The CGPA one folded sentence asks for: a number written right before the word binds tighter than
 * one after it, unless it is no CGPA (a school class, or off the 10-point scale).
 */
function cgpaIn(seg: string): number | undefined {
  const before = CGPA_BEFORE.exec(seg);
  if (before) {
    const n = Number(before[1]);
    if (onScale(n) && !SCHOOL_YEAR_BEFORE.test(seg.slice(Math.max(0, before.index - 12), before.index))) return n;
  }
  const after = CGPA_AFTER.exec(seg);
  const n = after ? Number(after[1]) : Number.NaN;
  return onScale(n) ? n : undefined;
}

function cgpa(folded: readonly string[]): number | undefined {
  for (const seg of folded) {
    const n = cgpaIn(seg);
    if (n !== undefined) return n;
  }
  return undefined;
}

const MARKS_WORDS = /throughout|aggregate|academic|marks|10th|12th|sslc|hsc|graduation|percentage|or equivalent|in ug|in pg/;
const PERCENT = /\b(\d{2}(?:\.\d{1,2})?)\s*%/g;

/** The highest percentage one folded sentence asks for (the others are for lower classes: "60% in 10th, 65% in graduation"). */
function percentIn(seg: string): number | undefined {
  if (!MARKS_WORDS.test(seg)) return undefined;
  let most: number | undefined;
  PERCENT.lastIndex = 0;
  for (let m = PERCENT.exec(seg); m !== null; m = PERCENT.exec(seg)) {
    const n = Number(m[1]);
    if (n >= 35 && n <= 100) most = Math.max(most ?? 0, n);
  }
  return most;
}

function percentage(folded: readonly string[]): number | undefined {
  let most: number | undefined;
  for (const seg of folded) {
    const n = percentIn(seg);
    if (n !== undefined) most = Math.max(most ?? 0, n);
  }
  return most;
}

/** Every backlog pattern names one of these. */
const BACKLOG_WORDS = /backlog|arrear/;
const BACKLOG = String.raw`(?:active\s+|standing\s+|current\s+|live\s+|pending\s+)?(?:backlogs?|arrears?)\b`;
const NO_BACKLOGS = new RegExp(String.raw`\b(?:no|zero|nil|without(?:\s+any)?)\s+${BACKLOG}|\b(?:backlogs?|arrears?)\s*[:-]?\s*(?:none|nil|not allowed)\b`);
const AT_MOST = new RegExp(String.raw`\b(max(?:imum)?\.?|up\s?to|not more than|at most|less than|<=?|≤)\s*(\d)\s+${BACKLOG}`);
const ALLOWED = new RegExp(String.raw`\b(\d)\s+${BACKLOG}\s+(?:allowed|permitted|accepted)`);

/** The most active backlogs one folded sentence allows. */
function backlogsIn(seg: string): number | undefined {
  if (NO_BACKLOGS.test(seg)) return 0;
  const most = AT_MOST.exec(seg);
  if (most) return Math.max(0, Number(most[2]) - (most[1] === 'less than' || most[1] === '<' ? 1 : 0));
  const allowed = ALLOWED.exec(seg);
  return allowed ? Number(allowed[1]) : undefined;
}

function backlogs(folded: readonly string[]): number | undefined {
  for (const seg of folded) {
    const n = backlogsIn(seg);
    if (n !== undefined) return n;
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

/** The degrees a text names, a bit each (bit i: DEGREES[i]). */
export function degreeBits(text: string): number {
  let named = 0;
  for (let scan = 0; scan < DEGREE_SCANS.length; scan++) {
    const { regex, degreeOfGroup } = DEGREE_SCANS[scan] as (typeof DEGREE_SCANS)[number];
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      let group = 1;
      while (m[group] === undefined && group < m.length) group++;
      named |= 1 << (degreeOfGroup[group - 1] ?? 31);
    }
  }
  return named;
}

/** The names of the entries whose bits are set, in their order. */
const namesOf = (bits: number, of: readonly { name: string }[]): string[] => of.filter((_, i) => bits & (1 << i)).map((d) => d.name);

/** The canonical names of the degrees a text names ("B.E./B.Tech, MCA"), in the order of DEGREES. */
export const degreesIn = (text: string): string[] => {
  const bits = degreeBits(text);
  return bits === 0 ? [] : namesOf(bits, DEGREES);
};

/** The branches a text names, a bit each (bit i: BRANCHES[i]). */
export function branchBits(text: string): number {
  if (!namesAny(ANY_NAMED_BRANCH, text)) return 0;
  let named = 0;
  for (let i = 0; i < BRANCHES.length; i++) if ((BRANCHES[i] as { pattern: RegExp }).pattern.test(text)) named |= 1 << i;
  return named;
}

/** The canonical names of the branches a text names. */
export const branchesIn = (text: string): string[] => namesOf(branchBits(text), BRANCHES);

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
 * not read further. Every pattern above needs one of them to match. The degrees' signs are whole
 * words as their patterns are, so "Technologies", "Mumbai", "telecom" and "misc", in most postings,
 * make no sentence worth reading ("b." covers B.E., B.A. and every dotted form).
 *
 * The signs: batch, backlog, background, branch; b. and m. (B.E., M.Sc, ...), B/M Tech, Sc and Com,
 * BCA, BBA, MCA, MBA, PGDM and Ph.D as words; pass, grad, gpa, yop, class of, cpi, %, arrear, degree,
 * discipline, diploma (a word), stream, eligib. Written as a tree by first letter: a scan tries a
 * branch or two at each character instead of twenty alternatives. No two branches can match at one
 * place, so each match is the one the flat list would find.
 */
const RELEVANT =
  /b(?:a(?:tch|ck(?:log|ground))|ranch)|\bb(?:\.|\s?(?:tech|sc|com)\b|(?:ca|ba)\b)|\bm(?:\.|\s?(?:tech|sc|com)\b|(?:ca|ba)\b)|pass|\bp(?:gdm\b|h\.?\s?d\b)|g(?:rad|pa)|yop|c(?:lass of|pi)|%|arrear|d(?:egree|iscipline)|\bdiploma\b|stream|eligib/i;
const RELEVANT_CASED = /\bBE\b/;

/** The lower case RELEVANT, for the folded text of a plain posting (refine/text.ts). */
const RELEVANT_FOLDED = new RegExp(RELEVANT.source);

/** RELEVANT_FOLDED as a scan: where the next sign of eligibility is in a folded text. */
const NEXT_RELEVANT = new RegExp(RELEVANT.source, 'g');

/**
 * Each sentence that can state eligibility, as written (degrees and branches are read in their own
 * case) and folded, in order. A plain text is folded once and its sentences cut from both at the same
 * places, and most sentences are skipped without being cut: one scan finds the next sign of
 * eligibility, and the sentences before it are not read. A sign found there is one found in its
 * sentence alone (sentences end at characters that are no part of a word, so \b reads the same); one
 * that runs across a sentence's end is checked in the sentence alone.
 */
function eachRelevantSegment(text: string, folded: string | undefined, visit: (raw: string, low: string) => void): void {
  if (folded === undefined) {
    for (const seg of segments(text)) if (RELEVANT.test(seg) || RELEVANT_CASED.test(seg)) visit(seg, fold(seg));
    return;
  }
  // "BE" written in capitals is the one sign read in its own case: most texts have none to look for.
  const cased = text.includes('BE');
  // The next sign at or after a sentence's start, and where it ends; -1: not looked for yet.
  let sign = -1;
  let signEnd = -1;
  SEGMENT_END.lastIndex = 0;
  for (let start = 0; start <= text.length; ) {
    if (sign < start) {
      NEXT_RELEVANT.lastIndex = start;
      const found = NEXT_RELEVANT.exec(folded);
      // No sign in the rest of the text: none of its sentences is read.
      if (found === null && !cased) return;
      sign = found === null ? text.length + 1 : found.index;
      signEnd = found === null ? text.length + 1 : found.index + found[0].length;
    }
    // The lines before the sign's are not cut into sentences at all (a "BE" could be in any of them).
    if (!cased && sign > start) {
      const line = lineStart(text, start, sign);
      if (line > start) {
        start = line;
        SEGMENT_END.lastIndex = line;
      }
    }
    const m = SEGMENT_END.exec(text);
    const end = m === null ? text.length : m.index;
    // A sign within the sentence makes it one to read; one that runs past its end is checked in the sentence alone.
    let relevant = sign < end && signEnd <= end;
    if (sign < end && signEnd > end) {
      relevant = RELEVANT_FOLDED.test(folded.slice(start, end));
      sign = -1;
    }
    if (!relevant && cased) relevant = RELEVANT_CASED.test(text.slice(start, end));
    if (relevant) visit(text.slice(start, end), folded.slice(start, end));
    if (m === null) break;
    start = end + m[0].length;
  }
}

const SPACE = /\s/;

/**
 * The last place after `from` and at most `at` where a line begins that is also where a sentence
 * begins, or `from` for none. Every newline is part of a SEGMENT_END match, and one that no space
 * follows ends it (\s+ stops there, and a period's match needs a capital right after its spaces), so
 * a scan for sentence ends may start after it and find what a scan from the text's start finds.
 */
function lineStart(text: string, from: number, at: number): number {
  for (let nl = text.lastIndexOf('\n', at - 1); nl >= from; nl = text.lastIndexOf('\n', nl - 1)) {
    if (!SPACE.test(text.charAt(nl + 1))) return nl + 1;
    if (nl === 0) break;
  }
  return from;
}

/**
 * One text as the readers below take it: as read (a listing's field, cut and stripped: see
 * listing-text.ts) and its plainFold, undefined when it is not plain (refine/text.ts).
 */
export interface FieldText {
  readonly text: string;
  readonly plain: string | undefined;
}

/** A text on its own, as the readers take it. */
export const oneText = (text: string): FieldText[] => [{ text, plain: plainFold(text) }];

/** Each sentence of the texts, in order, that can state eligibility (eachRelevantSegment over each). */
function eachFieldSegment(texts: readonly FieldText[], visit: (raw: string, low: string) => void): void {
  for (const t of texts) eachRelevantSegment(t.text, t.plain, visit);
}

/** The sentences a reader visits, as written and folded, in order. */
function collected(read: (visit: (raw: string, low: string) => void) => void): { raw: string[]; folded: string[] } {
  const raw: string[] = [];
  const folded: string[] = [];
  read((seg, low) => {
    raw.push(seg);
    folded.push(low);
  });
  return { raw, folded };
}

/** The sentences of a text that can state eligibility, as written and folded, in order. */
export const relevantSegments = (text: string, folded: string | undefined): { raw: string[]; folded: string[] } =>
  collected((visit) => eachRelevantSegment(text, folded, visit));

/** What a posting's (capped) text requires. */
export const readRequirements = (text: string): Requirements => requirementsOf(oneText(text));

/** What texts (a listing's fields) require together: their sentences read in order, as one text's are. */
export function requirementsOf(texts: readonly FieldText[]): Requirements {
  const { raw, folded } = collected((visit) => eachFieldSegment(texts, visit));
  return requirementsIn(raw, folded);
}

/** What these sentences require (each as written and folded, in the text's order). */
export function requirementsIn(raw: readonly string[], folded: readonly string[]): Requirements {
  if (raw.length === 0) return {};
  // Each kind of fact is looked for in the sentences only when its words are in the text at all.
  const all = folded.join('\n');
  // Years, degrees and branches only from what names whom it takes (see takenPart).
  const shut = folded.map((f) => shutsOut(f));
  const takenRaw = raw.map((r, i) => (shut[i] ? takenPart(r) : r));
  const takenFolded = folded.map((f, i) => (shut[i] ? fold(takenRaw[i] as string) : f));
  const out: Requirements = degreesAndBranches(takenRaw);
  const years = namesBatch(all) ? batches(takenFolded) : undefined;
  if (years) out.batches = years;
  const c = CGPA_WORDS.test(all) ? cgpa(folded) : undefined;
  if (c !== undefined) out.cgpa = c;
  const p = all.includes('%') ? percentage(folded) : undefined;
  if (p !== undefined) out.percentage = p;
  const b = BACKLOG_WORDS.test(all) ? backlogs(folded) : undefined;
  if (b !== undefined) out.backlogs = b;
  return out;
}

/**
 * The eligibility a posting states, as a score compares it: what requirementsOf reads, read in one
 * pass over the sentences that can state it, with sets as bits and no names (a sort scores every
 * listing; only what is shown needs requirementsOf's words and their order).
 */
export interface Eligibility {
  /** Batch years, yearBit(y) each; 0: not said. */
  years: number;
  cgpa: number | undefined;
  percentage: number | undefined;
  backlogs: number | undefined;
  /** Degrees, bit i for DEGREES[i]; with anyDegree, not said when neither is set. */
  degrees: number;
  anyDegree: boolean;
  /** Branches, bit i for BRANCHES[i]; with anyBranch, not said when neither is set. */
  branches: number;
  anyBranch: boolean;
}

const CIRCUIT_BITS = BRANCHES.reduce((bits, b, i) => (['CSE', 'IT', 'ECE', 'EEE'].includes(b.name) ? bits | (1 << i) : bits), 0);

/**
 * What one sentence states, as eligibilityOf reads it and READ_SENTENCES keeps it. A class, not an
 * object literal: V8 tracks where literals are made, and once a few hundred made here outlived a
 * garbage collection (they are kept) it changed how that place allocates, which threw away the
 * matcher's optimised code mid-list, or the compile of it under way (half the runs of a
 * 10,000-listing sort, seen with --trace-opt: "dependency change"; none with
 * --no-allocation-site-pretenuring). Objects made by `new` are not tracked so.
 */
class SentenceEligibility implements Eligibility {
  readonly years: number;
  readonly cgpa: number | undefined;
  readonly percentage: number | undefined;
  readonly backlogs: number | undefined;
  readonly degrees: number;
  readonly anyDegree: boolean;
  readonly branches: number;
  readonly anyBranch: boolean;

  constructor(raw: string, low: string) {
    // As requirementsIn: years, degrees and branches only from what names whom it takes.
    const shut = shutsOut(low);
    const taken = shut ? takenPart(raw) : raw;
    const takenLow = shut ? fold(taken) : low;
    const named = degreeBits(taken);
    // As degreesAndBranches: a branch is a requirement only beside a degree or an eligibility word.
    const branchy = named !== 0 || BRANCH_CONTEXT.test(taken);
    this.years = yearBits(takenLow);
    this.cgpa = CGPA_WORDS.test(low) ? cgpaIn(low) : undefined;
    this.percentage = low.includes('%') ? percentIn(low) : undefined;
    this.backlogs = BACKLOG_WORDS.test(low) ? backlogsIn(low) : undefined;
    this.degrees = named;
    this.anyDegree = ANY_DEGREE.test(taken);
    this.branches = branchy ? (CIRCUIT.test(taken) ? CIRCUIT_BITS : 0) | branchBits(taken) : 0;
    this.anyBranch = branchy && ANY_BRANCH.test(taken);
  }
}

/**
 * Sentences already read, by their text (its fold is a function of it). Postings repeat their
 * eligibility lines ("B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs.") across a company's listings,
 * and a sort reads every listing: one lookup instead of a dozen patterns. Bounded (see TextMemo):
 * sentences of at most 240 characters, 4,096 of them.
 */
const READ_SENTENCES = new TextMemo<SentenceEligibility>(4096, 240);

/** Eligibility added up sentence by sentence (or field by field) in order, as requirementsIn reads sentences. A class: see SentenceEligibility. */
export class EligibilityTotal implements Eligibility {
  years = 0;
  cgpa: number | undefined = undefined;
  percentage: number | undefined = undefined;
  backlogs: number | undefined = undefined;
  degrees = 0;
  anyDegree = false;
  branches = 0;
  anyBranch = false;

  /** Back to stating nothing. */
  clear(): void {
    this.years = 0;
    this.cgpa = undefined;
    this.percentage = undefined;
    this.backlogs = undefined;
    this.degrees = 0;
    this.anyDegree = false;
    this.branches = 0;
    this.anyBranch = false;
  }

  /** As requirementsIn: the first CGPA and backlog rule stated, the highest percentage, every year, degree and branch. */
  add(e: Eligibility): void {
    this.years |= e.years;
    if (this.cgpa === undefined) this.cgpa = e.cgpa;
    if (e.percentage !== undefined) this.percentage = Math.max(this.percentage ?? 0, e.percentage);
    if (this.backlogs === undefined) this.backlogs = e.backlogs;
    this.degrees |= e.degrees;
    this.anyDegree ||= e.anyDegree;
    this.branches |= e.branches;
    this.anyBranch ||= e.anyBranch;
  }
}

/** requirementsOf for a score; the property test (match-speed) holds the two to the same facts. */
export function eligibilityOf(texts: readonly FieldText[]): EligibilityTotal {
  const out = new EligibilityTotal();
  const read = (raw: string, low: string): void => {
    let seg = READ_SENTENCES.keeps(raw) ? READ_SENTENCES.get(raw) : undefined;
    if (seg === undefined) {
      seg = new SentenceEligibility(raw, low);
      READ_SENTENCES.set(raw, seg);
    }
    out.add(seg);
  };
  eachFieldSegment(texts, read);
  return out;
}
