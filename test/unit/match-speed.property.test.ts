/**
 * The match's short cuts (issue 23's speed target) give what the long way gives, on seeded random
 * postings and profiles: plain text folded by lower case alone, a posting folded once and cut into
 * sentences rather than each sentence folded, the skills and the degrees found by one regex scan
 * rather than word by word and pattern by pattern, and a score worked out without the words of its
 * explanation.
 */
import { describe, expect, it } from 'vitest';
import { matchListing, matchScore } from '../../src/match/match.js';
import {
  BRANCHES,
  DEGREES,
  degreesIn,
  type Eligibility,
  eligibilityOf,
  type FieldText,
  oneText,
  requirementsIn,
  requirementsOf,
  type Requirements,
  segments,
  yearBit,
} from '../../src/match/requirements.js';
import { findTerms, hasTerm, skillIndex, skillTerms, type SkillTerms, type TermIndex, vocabularyFound } from '../../src/match/skills.js';
import { fold, plainFold } from '../../src/refine/text.js';
import { fieldText, listingFields } from '../../src/match/listing-text.js';
import { stripControls } from '../../src/render/sanitize.js';
import { createRng as rng, type Rng } from '../../src/sandbox/rng.js';
import { emptyProfile, type Profile } from '../../src/store/profile.js';

/** One text as the matcher's readers take a listing's fields, with the plain fold given (undefined: read as not plain). */
const asText = (text: string, plain: string | undefined): FieldText[] => [{ text, plain }];

/** fold as it is defined: decomposed, marks removed, lower case. */
const foldSlowly = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Pieces of postings as they are written, with the characters that make text plain or not. */
const TOKENS = [
  ...['Python', 'python3', 'Python 3', 'HTML5', 'C', 'C/C++', 'C++', 'c#', '.NET', 'Node.js', 'node', 'NodeJS', 'R&D', 'R', 'Go', 'Golang'],
  ...['Spring Boot', 'JS', 'JavaScript', 'ES6', 'es66', 'Java', 'SQL', 'MySQL', 'pl/sql', 'k8s', 'ML', 'XML', 'Power BI', 'PowerBI', 'css3', 'GD&T'],
  ...['B.E.', 'B.Tech', 'BE', 'B. Tech', 'M.Tech', 'M.E', 'B.Sc', 'BCA', 'MCA', 'MBA', 'PGDM', 'B.Com', 'B.A.', 'Diploma', 'Ph.D', 'Ph. D', 'any graduate'],
  ...['CSE', 'CS', 'IT', '(CSE/IT/ECE)', 'ECE', 'E&TC', 'EEE', 'electrical', 'Mechanical', 'Civil', 'circuit branches', 'all branches', 'any stream'],
  ...['branch', 'discipline', 'eligibility', 'degree in', 'graduates', 'batch', 'pass-outs', 'passed out', 'YOP', 'class of', '2024', '2025', '2026'],
  ...['2023-2025', '2025 to 2027', '2012', 'CGPA', 'CPI', 'GPA', '7', '7.5', '6.5+', '8/10', '≥', '60%', '65 %', 'throughout', 'aggregate', '10th'],
  ...['backlogs', 'arrears', 'no active backlogs', 'max 2 backlogs', 'less than 3 backlogs', '2 backlogs allowed', 'Backlogs: none', '≤ 2 backlogs'],
  ...['and', 'or', 'with', 'of', '₹', '–', '—', '•', '|', ';', '.', '. ', '. The', ',', ':', '(', ')', '/', '\n', '\t', '\u00a0', '×', '½'],
];
/** Characters that are not plain: accents (precomposed and combining), other scripts, the Kelvin sign, a dotted capital I. */
const UNPLAIN = ['é', 'e\u0301', 'Pythön', 'पायथन', 'ΣQL', '\u212Aubernetes', 'İT', 'ﬁ', 'Å', '検', '😀'];

function posting(r: Rng, plain: boolean): string {
  let text = '';
  for (let n = r.int(1, 40); n > 0; n--) text += r.pick(plain || r.next() < 0.9 ? TOKENS : UNPLAIN) + r.pick([' ', ' ', '', ', ']);
  return text;
}

function profile(r: Rng): Profile {
  const p: Profile = {
    ...emptyProfile(),
    skills: Array.from({ length: r.int(0, 6) }, () => ({ name: r.pick([...TOKENS.slice(0, 32), 'café', 'Data Structures']) })),
  };
  if (r.next() < 0.6) p.gradYear = r.pick([2024, 2025, 2026]);
  if (r.next() < 0.5) p.cgpa = r.pick([6, 7.2, 8.5]);
  if (r.next() < 0.3) p.percentage = r.pick([55, 65, 80]);
  if (r.next() < 0.5) p.backlogs = r.pick([0, 1, 3]);
  if (r.next() < 0.5) p.degree = r.pick(['B.Tech', 'BE', 'MCA', 'B.Sc']);
  if (r.next() < 0.5) p.branch = r.pick(['CSE', 'Information Technology', 'Mechanical', 'Electronics']);
  if (r.next() < 0.4) p.cities = [r.pick(['Pune', 'Bengaluru, India', 'Chennai'])];
  if (r.next() < 0.3) p.workTypes = [r.pick(['Remote', 'Hybrid'])];
  if (r.next() < 0.4) p.minCtc = r.pick([3, 6]);
  if (r.next() < 0.3) p.minStipend = r.pick([8000, 20000]);
  return p;
}

/** findTerms as it was: every word of the text looked up, then the word without its trailing digits. */
function findTermsWordByWord<K>(text: string, index: TermIndex<K>): Set<K> {
  const found = new Set<K>();
  for (const w of text.match(/[a-z0-9+#]+/g) ?? []) {
    for (const key of [w, ...(/[0-9]$/.test(w) ? [w.replace(/[0-9]+$/, '')] : [])])
      for (const [k, term] of index.byWord.get(key) ?? []) if (!found.has(k) && hasTerm(text, term)) found.add(k);
  }
  return found;
}

describe('the match, read the short way', () => {
  it('folds plain text by its lower case, character for character; other text the long way', () => {
    const r = rng(23_1);
    for (let i = 0; i < 3000; i++) {
      const text = posting(r, r.next() < 0.5);
      expect(fold(text)).toBe(foldSlowly(text));
      const plain = plainFold(text);
      if (plain !== undefined) expect(plain).toBe(foldSlowly(text));
      if (plain !== undefined) expect(plain.length).toBe(text.length);
    }
    // Every character of the plain set, one by one.
    for (let c = 0; c <= 0x2fff; c++) {
      const ch = String.fromCharCode(c);
      if (plainFold(ch) !== undefined) expect([c, fold(ch)]).toEqual([c, foldSlowly(ch)]);
    }
    expect(plainFold('Pythön')).toBeUndefined();
    expect(plainFold('\u212A8s')).toBeUndefined();
  });

  it('reads the same requirements from a posting folded once as from each sentence folded on its own, and the same degrees in one scan', () => {
    const r = rng(23_2);
    for (let i = 0; i < 3000; i++) {
      const text = posting(r, true);
      expect([text, requirementsOf(asText(text, plainFold(text)))]).toEqual([text, requirementsOf(asText(text, undefined))]);
    }
    for (let i = 0; i < 5000; i++) {
      const text = posting(r, false);
      expect([text, degreesIn(text)]).toEqual([text, DEGREES.filter((d) => d.pattern.test(text)).map((d) => d.name)]);
    }
  });

  it('skips only sentences that state nothing: reading every sentence finds no more', () => {
    // Words that hold a degree's letters without naming one, lines that start with spaces, and
    // degrees cut across a line, beside the usual pieces.
    const traps = ['Technologies', 'Mumbai', 'telecom', 'misc', 'graph data', 'btech', 'b tech', 'MTech', 'BSc', 'bcom', 'PhD', 'MBAs', 'xBCA'];
    const lines = ['\n', '\n ', '.\n', '.\n  The', '\n\n', ' \n', '\nB', 'b\ntech', 'B.\nTech'];
    const r = rng(23_7);
    for (let i = 0; i < 6000; i++) {
      let text = '';
      for (let n = r.int(1, 40); n > 0; n--) text += r.pick(r.next() < 0.3 ? traps : r.next() < 0.3 ? lines : TOKENS) + r.pick([' ', '', ', ']);
      const plain = plainFold(text);
      const every = segments(text);
      expect([text, requirementsOf(asText(text, plain))]).toEqual([text, requirementsIn(every, every.map(fold))]);
    }
  });

  it('reads in one pass what requirementsOf reads, as bits, from plain and other postings alike', () => {
    // requirementsOf's facts as sets, the order of its names aside (a score compares membership only).
    const asSets = (q: Requirements) => ({
      years: q.batches ?? [],
      cgpa: q.cgpa,
      percentage: q.percentage,
      backlogs: q.backlogs,
      degrees: [...(q.degrees ?? [])].sort(),
      branches: [...(q.branches ?? [])].sort(),
    });
    const named = (bits: number, of: readonly { name: string }[], any: boolean): string[] =>
      any && of === BRANCHES ? ['any'] : [...of.filter((_, i) => bits & (1 << i)).map((d) => d.name), ...(any ? ['any'] : [])].sort();
    const bitsAsSets = (e: Eligibility) => ({
      years: Array.from({ length: 40 }, (_, i) => 2010 + i).filter((y) => e.years & yearBit(y)),
      cgpa: e.cgpa,
      percentage: e.percentage,
      backlogs: e.backlogs,
      degrees: named(e.degrees, DEGREES, e.anyDegree),
      branches: named(e.branches, BRANCHES, e.anyBranch),
    });
    const r = rng(23_5);
    for (let i = 0; i < 6000; i++) {
      const text = posting(r, r.next() < 0.7);
      const plain = plainFold(text);
      expect([text, bitsAsSets(eligibilityOf(asText(text, plain)))]).toEqual([text, asSets(requirementsOf(asText(text, plain)))]);
    }
    // Postings made of the same few sentences in other orders: a sentence read before (and kept) reads as it did then.
    const pool = Array.from({ length: 40 }, () => posting(r, r.next() < 0.8).replace(/[\n.;|•]/g, ' '));
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: r.int(1, 6) }, () => r.pick(pool)).join(r.pick(['.\n', '; ', '\n']));
      const plain = plainFold(text);
      expect([text, bitsAsSets(eligibilityOf(asText(text, plain)))]).toEqual([text, asSets(requirementsOf(asText(text, plain)))]);
    }
  });

  it('takes printable ASCII as stripped and plain already, and any other text the long way', () => {
    const r = rng(23_6);
    const chars = ['a', 'Z', ' ', '\t', '\n', '\r', '~', '\u001b[31m', '\u0007', '\u007f', '\u009b', 'é', '₹', '\u200b', '\u2028', 'İ', 'ﬁ'];
    for (let i = 0; i < 3000; i++) {
      let kept = '';
      for (let n = r.int(1, 12); n > 0; n--) kept += r.next() < 0.6 ? r.pick(TOKENS) : r.pick(chars);
      const text = stripControls(kept);
      expect([kept, fieldText(kept)]).toEqual([kept, text === '' ? undefined : { text, plain: plainFold(text) }]);
    }
  });

  it("reads a listing's fields one by one as the text they make joined by newlines", () => {
    // Fields end anywhere, a sentence's period included, and hold text that is not plain.
    const r = rng(23_9);
    const fields = ['title', 'role_type', 'description', 'ctc_amount', 'ctc_description', 'salary', 'stipend', 'location', 'work_type'];
    for (let i = 0; i < 3000; i++) {
      const listing: Record<string, string> = {};
      for (const f of fields) if (r.next() < 0.6) listing[f] = posting(r, r.next() < 0.7);
      const p = profile(r);
      const texts = listingFields(listing);
      const whole = texts.map((t) => t.text).join('\n');
      const joined = oneText(whole);
      expect([listing, requirementsOf(texts)]).toEqual([listing, requirementsOf(joined)]);
      expect([listing, eligibilityOf(texts)]).toEqual([listing, eligibilityOf(joined)]);
      // The skills as skillsOf finds them in the one text, folded whole (none read for a profile without skills).
      if (p.skills.length === 0) p.skills.push({ name: r.pick(['Python', 'C', 'node', 'Data Structures']) });
      const terms = p.skills.map((s) => skillTerms(s.name));
      const named = findTerms(fold(whole), skillIndex(terms));
      const held = new Set(terms.map((t) => t.name));
      const m = matchListing(listing, 'job', p);
      expect([listing, p.skills, m.skills_found]).toEqual([listing, p.skills, p.skills.filter((_, j) => named.has(j)).map((s) => s.name)]);
      expect([listing, p.skills, m.skills_missing]).toEqual([
        listing,
        p.skills,
        vocabularyFound(named)
          .map((k) => k.name)
          .filter((name) => !held.has(name)),
      ]);
    }
  });

  it('finds the same skills with one scan as word by word', () => {
    const r = rng(23_3);
    for (let i = 0; i < 500; i++) {
      const mine: SkillTerms[] = Array.from({ length: r.int(0, 8) }, () => skillTerms(r.pick(TOKENS)));
      const index = skillIndex(mine);
      for (let j = 0; j < 10; j++) {
        const text = fold(posting(r, false));
        // The same keys; the order they were found in is no part of the answer (every reader asks has()).
        expect([text, findTerms(text, index)]).toEqual([text, findTermsWordByWord(text, index)]);
      }
    }
  });

  it('scores a list with one profile as each listing alone, its repeated fields read once', () => {
    const r = rng(23_5);
    // Texts every profile's list has, some alike but for their ends; some too long to be kept.
    const shared = Array.from({ length: 6 }, () => posting(r, r.next() < 0.8));
    const start = posting(r, true);
    shared.push(...Array.from({ length: 4 }, () => `${start} ${posting(r, true)}`));
    shared.push(Array.from({ length: 4 }, () => posting(r, true)).join('. '));
    for (let i = 0; i < 20; i++) {
      const p = profile(r);
      if (r.next() < 0.5) p.skills.push({ name: r.pick(['Python', 'C', 'node', 'Data Structures']) });
      // Few texts, so fields repeat across the list, in any order.
      const pool = [...shared, ...Array.from({ length: 4 }, () => posting(r, r.next() < 0.8))];
      for (let j = 0; j < 150; j++) {
        const listing: Record<string, string | null> = {
          title: r.pick(pool),
          description: r.pick(pool),
          location: r.pick(['Pune, India', 'Chennai', '', ...pool.slice(0, 2)]),
          work_type: r.pick(['Remote', 'Hybrid', 'On-site']),
          ctc_amount: r.pick(['₹4–5 LPA', '6 LPA', null, ...pool.slice(0, 2)]),
          salary: r.next() < 0.2 ? r.pick(pool) : null,
        };
        const kind = r.pick(['job', 'internship'] as const);
        expect([listing, matchScore(listing, kind, p)]).toEqual([listing, matchListing(listing, kind, p).score]);
      }
    }
  });

  it('scores without the explanation exactly as with it', () => {
    const r = rng(23_4);
    for (let i = 0; i < 2000; i++) {
      const p = profile(r);
      const listing = {
        title: r.pick(['Graduate Engineer Trainee', 'Data Analyst', 'SDE Intern']),
        description: posting(r, r.next() < 0.8),
        location: r.pick(['Pune, India', 'Chennai', '']),
        work_type: r.pick(['Remote', 'Hybrid', 'On-site']),
        ctc_amount: r.pick(['₹4–5 LPA', '6 LPA', null]),
        stipend: r.pick(['₹15,000/month', 'Unpaid', null]),
      };
      const kind = r.pick(['job', 'internship'] as const);
      expect([listing, matchScore(listing, kind, p)]).toEqual([listing, matchListing(listing, kind, p).score]);
    }
  });
});
