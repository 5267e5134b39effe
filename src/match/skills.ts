/**
 * Skills as postings write them: one canonical name per skill with the other ways it is written
 * ("JS", "Node", "ML", "C++" as "CPP"), found on word boundaries that know "C" is not in "C++", "C#" or
 * "CSS" and that "Python 3" and "HTML5" name Python and HTML. Pure; linear in the text (indexOf, no
 * backtracking regexes), and the caller caps the text.
 */
import { fold } from '../refine/text.js';

interface SkillSpec {
  name: string;
  /** Other spellings, folded (lower case, no accents), besides the name's own folded form. */
  also?: readonly string[];
  /** The spellings instead of the name, when the name alone is a common word ("Go", "Spring"). */
  only?: readonly string[];
}

/** The skills a posting is read for: what it asks that a profile may lack ("skills missing"). */
const VOCABULARY: readonly SkillSpec[] = [
  { name: 'Python' },
  { name: 'Java' },
  { name: 'JavaScript', also: ['js', 'ecmascript', 'es6'] },
  { name: 'TypeScript' },
  { name: 'C' },
  { name: 'C++', also: ['cpp'] },
  { name: 'C#', also: ['csharp', 'c sharp'] },
  { name: '.NET', also: ['dotnet', 'asp.net'] },
  { name: 'Go', only: ['golang', 'go lang'] },
  { name: 'Kotlin' },
  { name: 'Swift' },
  { name: 'PHP' },
  { name: 'Ruby' },
  { name: 'Rust' },
  { name: 'SQL', also: ['mysql', 'postgresql', 'pl/sql', 't-sql'] },
  { name: 'MongoDB', also: ['mongo'] },
  { name: 'HTML' },
  { name: 'CSS', also: ['css3', 'scss'] },
  { name: 'React', also: ['react.js', 'reactjs'] },
  { name: 'Angular', also: ['angularjs'] },
  { name: 'Node.js', also: ['node', 'nodejs', 'node js'] },
  { name: 'Express.js', also: ['expressjs'] },
  { name: 'Django' },
  { name: 'Flask' },
  { name: 'Spring Boot', only: ['spring boot', 'springboot', 'spring framework', 'spring mvc'] },
  { name: 'REST APIs', only: ['rest api', 'rest apis', 'restful'] },
  { name: 'Git', also: ['github', 'gitlab'] },
  { name: 'Linux', also: ['unix'] },
  { name: 'Docker' },
  { name: 'Kubernetes', also: ['k8s'] },
  { name: 'AWS', also: ['amazon web services'] },
  { name: 'Azure' },
  { name: 'GCP', also: ['google cloud'] },
  { name: 'Machine Learning', also: ['ml'] },
  { name: 'Deep Learning' },
  { name: 'NLP', also: ['natural language processing'] },
  { name: 'Data Structures', also: ['dsa', 'data structures and algorithms'] },
  { name: 'Excel', also: ['ms excel', 'advanced excel', 'microsoft excel'] },
  { name: 'Power BI', also: ['powerbi'] },
  { name: 'Tableau' },
  { name: 'pandas' },
  { name: 'Statistics', also: ['statistical'] },
  { name: 'Selenium' },
  { name: 'AutoCAD' },
  { name: 'SolidWorks' },
  { name: 'GD&T' },
  { name: 'CRM', also: ['salesforce'] },
  { name: 'Figma' },
  { name: 'Android' },
  { name: 'Flutter' },
];

/** Characters that continue a word: "c" is not found in "c++", "c#", "css" or "abc". By code, not regex: this runs per occurrence. */
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || c === 43 || c === 35;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isWordChar = (c: number): boolean => isLetter(c) || isDigit(c);
const DOT = 46;
const AMPERSAND = 38;

/**
 * The character code at i, or -1 outside the text (what isLetter and isDigit say no to, as to NaN):
 * optimised code that reads past a text's end is thrown away and compiled again (findTerms bounds
 * its reads the same way).
 */
const codeAt = (text: string, i: number): number => (i >= 0 && i < text.length ? text.charCodeAt(i) : -1);

/**
 * Whether the occurrence of the folded term at `at` of the folded text is the term as a word (a
 * version number may follow: "python 3", "html5"). The reading hasTerm and the tests go by; findTerms
 * writes it in place.
 */
function isTermAt(text: string, at: number, term: string): boolean {
  const before = codeAt(text, at - 1);
  // Inside a word, or the "js" of "node.js": not this term.
  if (isWordChar(term.charCodeAt(0)) && (isWordChar(before) || (before === DOT && isLetter(codeAt(text, at - 2))))) return false;
  let end = at + term.length;
  if (!isWordChar(term.charCodeAt(term.length - 1))) return true;
  const next = codeAt(text, end);
  // "node" of "node.js", "r" of "r&d": a longer name, found by its own term.
  if ((next === DOT && isLetter(codeAt(text, end + 1))) || (term.length === 1 && next === AMPERSAND)) return false;
  while (isDigit(codeAt(text, end))) end++;
  return !isLetter(codeAt(text, end));
}

/** Whether the folded text holds the folded term as a word. */
export function hasTerm(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) if (isTermAt(text, at, term)) return true;
  return false;
}

/** Terms by the word they begin with, and one regex that finds those words in a text. */
export interface TermIndex<K> {
  /** Each entry: its key, its term, and where in the term the word begins (1 in ".net"). */
  byWord: ReadonlyMap<string, readonly (readonly [K, string, number])[]>;
  /**
   * The words (runs of letters, digits, + and #) of a text that begin a term, or do after their
   * trailing digits ("python3"): one native scan per text instead of every word as a string.
   */
  words: RegExp;
}

const WORD = /[a-z0-9+#]+/;

export function termIndex<K>(entries: Iterable<readonly [K, string]>): TermIndex<K> {
  const byWord = new Map<string, (readonly [K, string, number])[]>();
  for (const [key, term] of entries) {
    const first = WORD.exec(term);
    if (first === null) continue;
    const list = byWord.get(first[0]);
    const entry = [key, term, first.index] as const;
    if (list) list.push(entry);
    else byWord.set(first[0], [entry]);
  }
  // A whole word: nothing of a word before it, digits at most after it (checked again by lookup below).
  // The character before is matched rather than looked behind at: V8 tries a lookbehind at every
  // place of the text, a character class only where the alternation can begin (half the scan's time).
  const words = byWord.size === 0 ? /(?!)/g : new RegExp(`(?:^|[^a-z0-9+#])(${alternation([...byWord.keys()])}[0-9]*)(?![a-z0-9+#])`, 'g');
  return { byWord, words };
}

/** The words as one alternation shaped like a trie ("java", "javascript": "java(?:script)?"), quick to try at each word. */
function alternation(words: readonly string[]): string {
  const rests = new Map<string, string[]>();
  let ends = false;
  for (const w of words) {
    if (w === '') ends = true;
    else {
      const c = w.charAt(0);
      const list = rests.get(c);
      if (list) list.push(w.slice(1));
      else rests.set(c, [w.slice(1)]);
    }
  }
  const branches = [...rests].map(([c, rest]) => `${c === '+' ? '\\+' : c}${alternation(rest)}`);
  if (branches.length === 0) return '';
  if (ends) return `(?:${branches.join('|')})?`;
  return branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
}

/**
 * The keys whose terms the folded text holds as words ("python3" begins the term "python"), as
 * hasTerm reads each (the property test, match-speed, holds the two to the same keys). isTermAt's
 * reading is written in rather than called: this runs for every listing of a list, the first
 * thousands before V8 has optimised it, and V8 optimised the small helpers one by one first (~20 ms
 * of a 10,000-listing sort went to waiting for them). Adds to `found` when given: a listing's fields
 * are read one after another into one set.
 */
export function findTerms<K>(text: string, index: TermIndex<K>, found: Set<K> = new Set<K>()): Set<K> {
  // Runs for every listing of a list: the regex finds the few words worth a lookup.
  const words = index.words;
  const end = text.length;
  words.lastIndex = 0;
  for (let m = words.exec(text); m !== null; m = words.exec(text)) {
    const w = m[1] as string;
    const wordAt = m.index + m[0].length - w.length;
    // The word as it is, then without its trailing digits ("python3": "python").
    const bare = isDigit(w.charCodeAt(w.length - 1)) ? w.replace(/[0-9]+$/, '') : undefined;
    for (let pass = 0; pass < 2; pass++) {
      const list = pass === 0 ? index.byWord.get(w) : bare === undefined ? undefined : index.byWord.get(bare);
      if (list === undefined) continue;
      for (let i = 0; i < list.length; i++) {
        // By index, not destructured: this runs cold (unoptimised) for the first thousand listings of a list.
        const entry = list[i] as readonly [K, string, number];
        const key = entry[0];
        const term = entry[1];
        if (found.has(key)) continue;
        // Only here, where its word is: every place the term is as a word begins with its first word as a
        // whole word (or with digits after it), and the scan visits each of those in turn.
        const at = wordAt - entry[2];
        if (at < 0 || !text.startsWith(term, at)) continue;
        // isTermAt, read in place (codeAt's -1 outside the text is no letter, digit or dot).
        const first = term.charCodeAt(0);
        if (isWordChar(first)) {
          const before = at > 0 ? text.charCodeAt(at - 1) : -1;
          if (isWordChar(before) || (before === DOT && at > 1 && isLetter(text.charCodeAt(at - 2)))) continue;
        }
        let after = at + term.length;
        if (isWordChar(term.charCodeAt(term.length - 1))) {
          const next = after < end ? text.charCodeAt(after) : -1;
          if ((next === DOT && after + 1 < end && isLetter(text.charCodeAt(after + 1))) || (term.length === 1 && next === AMPERSAND)) continue;
          while (after < end && isDigit(text.charCodeAt(after))) after++;
          if (after < end && isLetter(text.charCodeAt(after))) continue;
        }
        found.add(key);
      }
    }
  }
  return found;
}

/** A skill as the matcher holds it: the name to show and every folded spelling to look for. */
export interface SkillTerms {
  name: string;
  terms: readonly string[];
}

/** A spelling compared loosely when looking a person's skill up: "Node JS", "nodejs" and "node.js" are one. */
const compact = (s: string): string => fold(s).replace(/[\s.\-_]+/g, '');

const KNOWN: readonly SkillTerms[] = VOCABULARY.map((s) => ({ name: s.name, terms: s.only ?? [fold(s.name), ...(s.also ?? [])] }));
const BY_SPELLING = new Map<string, SkillTerms>(KNOWN.flatMap((k) => [k.name, ...k.terms].map((t) => [compact(t), k] as const)));

/** A person's skill with the spellings of the skill it names ("JS" looks for JavaScript too); unknown skills as typed. */
export function skillTerms(name: string): SkillTerms {
  const cached = LOOKED_UP.get(name);
  if (cached) return cached;
  const terms = BY_SPELLING.get(compact(name)) ?? { name, terms: [fold(name).replace(/\s+/g, ' ').trim()] };
  // A profile holds at most 100 skills: the same few are looked up for every listing.
  if (LOOKED_UP.size < 1000) LOOKED_UP.set(name, terms);
  return terms;
}
const LOOKED_UP = new Map<string, SkillTerms>();

/** The terms of a person's skills (keyed by their place in the profile) and of the vocabulary, as one index: a text is scanned once for both. */
export const skillIndex = (mine: readonly SkillTerms[]): TermIndex<number | SkillTerms> =>
  termIndex<number | SkillTerms>([...mine.flatMap((t, i) => t.terms.map((term) => [i, term] as const)), ...VOCABULARY_TERMS]);

/** The skills of the vocabulary among what findTerms found with a skillIndex. */
export const vocabularyFound = (found: ReadonlySet<number | SkillTerms>): SkillTerms[] => KNOWN.filter((k) => found.has(k));

const VOCABULARY_TERMS = KNOWN.flatMap((k) => k.terms.map((t) => [k, t] as const));
