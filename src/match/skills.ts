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

/** Characters that continue a word: "c" is not found in "c++", "c#", "css" or "abc". */
const isWordChar = (c: string | undefined): boolean => c !== undefined && /[a-z0-9+#]/.test(c);
const isLetter = (c: string | undefined): boolean => c !== undefined && /[a-z+#]/.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** Whether the folded text holds the folded term as a word (a version number may follow: "python 3", "html5"). */
export function hasTerm(text: string, term: string): boolean {
  const wordStart = isWordChar(term[0]);
  const wordEnd = isWordChar(term[term.length - 1]);
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    const before = text[at - 1];
    // Inside a word, or the "js" of "node.js": not this term.
    if (wordStart && (isWordChar(before) || (before === '.' && isLetter(text[at - 2])))) continue;
    let end = at + term.length;
    if (!wordEnd) return true;
    // "node" of "node.js", "r" of "r&d": a longer name, found by its own term.
    if ((text[end] === '.' && isLetter(text[end + 1])) || (term.length === 1 && text[end] === '&')) continue;
    while (end < text.length && isDigit(text[end])) end++;
    if (isLetter(text[end])) continue;
    return true;
  }
  return false;
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
  const known = BY_SPELLING.get(compact(name));
  if (known) return known;
  const folded = fold(name).replace(/\s+/g, ' ').trim();
  return { name, terms: [folded] };
}

/** The skills of the vocabulary the folded text names. */
export function skillsNamed(text: string): SkillTerms[] {
  return KNOWN.filter((k) => k.terms.some((t) => hasTerm(text, t)));
}
