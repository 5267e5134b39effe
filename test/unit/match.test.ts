/**
 * The local profile match (issue 23) on descriptions written the way Indian postings are written, by
 * hand, not by the sandbox: skills found on word boundaries with their aliases, eligibility facts read
 * in their real variety, unknowns never counted, and bounded time on huge or hostile text.
 */
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../src/contract/record.js';
import { matchListing, matchScore } from '../../src/match/match.js';
import { usableProfile } from '../../src/match/profile-matcher.js';
import { MATCH_TEXT_LIMIT } from '../../src/match/listing-text.js';
import { readRequirements, relevantSegments, type Requirements } from '../../src/match/requirements.js';
import { hasTerm, skillTerms } from '../../src/match/skills.js';
import { fold } from '../../src/refine/text.js';
import { attachMatch, explanationOf, type ListingMatch } from '../../src/render/match.js';
import { noStyle } from '../../src/render/style.js';
import { emptyProfile, type Profile } from '../../src/store/profile.js';

/** Hand-written descriptions in the forms real postings use, with what each requires. */
const POSTINGS: [string, Requirements][] = [
  [
    'Eligibility: B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs. 60% throughout, no standing arrears.',
    { degrees: ['B.Tech', 'B.E.'], branches: ['CSE', 'IT', 'ECE'], batches: [2025, 2026], percentage: 60, backlogs: 0 },
  ],
  ['CGPA ≥ 7 or equivalent. Skills: Python, SQL, Power BI', { cgpa: 7 }],
  ['Who can apply: 2024, 2025 batch graduates with minimum 6.5 CGPA and no active backlogs.', { batches: [2024, 2025], cgpa: 6.5, backlogs: 0 }],
  ['Qualification: BCA / MCA / B.Sc (Computer Science). Year of passing: 2026.', { degrees: ['B.Sc', 'BCA', 'MCA'], branches: ['CSE'], batches: [2026] }],
  ['Any graduate can apply. Good communication skills in English and Hindi.', { degrees: ['any'] }],
  ['Criteria: 65% in 10th, 12th and graduation; max 1 active backlog allowed', { percentage: 65, backlogs: 1 }],
  [
    'B.Tech/M.Tech in any branch, 2023-2025 passed out, CGPA 7.0+ (no rounding off)',
    { degrees: ['B.Tech', 'M.Tech'], branches: ['any'], batches: [2023, 2024, 2025], cgpa: 7 },
  ],
  ['MBA/PGDM (Marketing or HR), 2025 batch. Backlogs: none.', { degrees: ['MBA'], batches: [2025], backlogs: 0 }],
  [
    'Open to circuit branches (CSE, IT, ECE, EEE) - BE/B.Tech 2026 graduates only.',
    { degrees: ['B.Tech', 'B.E.'], branches: ['CSE', 'IT', 'ECE', 'EEE'], batches: [2026] },
  ],
  ['Diploma or B.E. in Mechanical / Civil engineering; AutoCAD and SolidWorks a must', { degrees: ['B.E.', 'Diploma'], branches: ['Mechanical', 'Civil'] }],
  ['We are a fast-growing fintech founded in 2012. You will design mechanical-free APIs with Java and Spring Boot.', {}],
  ['Minimum aggregate of 70% in UG; not more than 2 backlogs', { percentage: 70, backlogs: 2 }],
  ['CPI of 8 and above (IITs/NITs preferred). 2026 graduating students.', { cgpa: 8, batches: [2026] }],
  ['Stipend ₹15,000/month. Interns from B.Com, BBA or any stream welcome.', { degrees: ['BBA', 'B.Com'], branches: ['any'] }],
  ['Must have: 7.5 CGPA, zero backlogs, batch of 2025.', { cgpa: 7.5, backlogs: 0, batches: [2025] }],
  ['Electrical or Electronics & Communication grads (B.Tech 2025) with knowledge of PLC', { degrees: ['B.Tech'], branches: ['ECE', 'EEE'], batches: [2025] }],
  ['Eligibility - M.Sc Statistics / Mathematics, 55% marks, class of 2024', { degrees: ['M.Sc'], percentage: 55, batches: [2024] }],
  ['Travel up to 30% of the time. 15% variable pay. Hiring freshers for our Pune office.', {}],
  ['Candidates with less than 2 active backlogs may apply (CGPA 6+).', { backlogs: 1, cgpa: 6 }],
  ['IT services company seeks graduates; it is a great place to learn', {}],
  // An initial and its period are no sentence end: the degree and the year are read together.
  ['Eligibility: B. Tech 2025 batch', { degrees: ['B.Tech'], batches: [2025] }],
  ['Eligibility: B. E. (CSE/IT) 2026 pass-outs. CGPA 7+', { degrees: ['B.E.'], branches: ['CSE', 'IT'], batches: [2026], cgpa: 7 }],
  ['Open to M. Tech and M. Sc graduates of 2025.', { degrees: ['M.Tech', 'M.Sc'], batches: [2025] }],
  // The number after "CGPA" here counts backlogs: the CGPA is the one before the word.
  [
    'Open to circuit branches (CSE, IT, ECE, EEE), BE/B.Tech 2025, 8+ CGPA, not more than 1 backlog.',
    { degrees: ['B.Tech', 'B.E.'], branches: ['CSE', 'IT', 'ECE', 'EEE'], batches: [2025], cgpa: 8, backlogs: 1 },
  ],
  ['7.5 CGPA and 1 backlog at most', { cgpa: 7.5 }],
  // A year right after a degree is its batch; a founding year is not, nor "be" as a word.
  ['MBA/PGDM 2027; 65% in 10th, 12th and graduation.', { degrees: ['MBA'], batches: [2027], percentage: 65 }],
  ['Founded in 2012, we hire B.Sc (Computer Science) 2026 graduates', { degrees: ['B.Sc'], branches: ['CSE'], batches: [2026] }],
  ['Joining will be 2026 for selected candidates.', {}],
  ['CGPA: not stated, not more than 1 backlog', { backlogs: 1 }],
  // A school class before the word is no CGPA: the number after it is.
  ['Class 12 CGPA 8 or above', { cgpa: 8 }],
  ['Class 10 CGPA 9+ required', { cgpa: 9 }],
  // A sentence that shuts people out names whom it refuses: read as nothing, never as whom it takes.
  ['2026 pass-outs are not eligible. Open to 2024 and 2025 batches.', { batches: [2024, 2025] }],
  ['B.Tech students are not eligible; MCA only.', { degrees: ['MCA'] }],
  ['Not for 2026 graduates; 2024 and 2025 only.', {}],
  ['2024 passouts not eligible.', {}],
  ['Candidates from Mechanical branch are not eligible.', {}],
  ['Open to all branches except Mechanical.', {}],
  ['B.Sc graduates need not apply. B.E./B.Tech 2026 batch.', { degrees: ['B.Tech', 'B.E.'], batches: [2026] }],
  ['Students of 2023 batch are ineligible', {}],
  // A threshold keeps its sense when said the other way round.
  ['Candidates with CGPA below 7 are not eligible.', { cgpa: 7 }],
  // The exclusion after what is asked, in the same sentence: what comes before it still stands, what
  // follows it is its list (inside brackets, a comma is the list's).
  ['B.E./B.Tech 2026 pass-outs with CGPA 7+, candidates with active backlogs are not eligible.', { degrees: ['B.Tech', 'B.E.'], batches: [2026], cgpa: 7 }],
  ['Eligibility: MBA 2025 batch only, candidates with more than 2 years of experience are not eligible', { degrees: ['MBA'], batches: [2025] }],
  ['B.Tech (CSE/IT/ECE) 2025 & 2026 batch, except Mechanical.', { degrees: ['B.Tech'], branches: ['CSE', 'IT', 'ECE'], batches: [2025, 2026] }],
  ['B.Tech 2026, except Mechanical, Civil and Chemical', { degrees: ['B.Tech'], batches: [2026] }],
  ['B.Tech 2026, except branches (Mechanical, Civil)', { degrees: ['B.Tech'], batches: [2026] }],
];

describe('readRequirements on hand-written postings', () => {
  it.each(POSTINGS)('%s', (text, expected) => {
    const got = readRequirements(text);
    // Order of degrees and branches is the reader's; compared as sets.
    const norm = (r: Requirements) => ({ ...r, degrees: r.degrees && [...r.degrees].sort(), branches: r.branches && [...r.branches].sort() });
    expect(norm(got)).toEqual(JSON.parse(JSON.stringify(norm(expected))));
  });
});

describe('the sentences read for eligibility', () => {
  it("are those that can state it: a company, a city or a web address with a degree's letters in it is not read", () => {
    const text = [
      'Konkan Stack Technologies is hiring in Mumbai. Apply at careers.konkan.com or misc.example.org.',
      'Graph data and telecom experience welcome.',
      'Eligibility: BTech/MSc, 2025 batch; no active backlogs.',
      'Mumbai, India',
    ].join('\n');
    expect(relevantSegments(text, fold(text)).raw).toEqual(['Eligibility: BTech/MSc, 2025 batch', ' no active backlogs']);
    expect(readRequirements(text)).toEqual({ degrees: ['B.Tech', 'M.Sc'], batches: [2025], backlogs: 0 });
  });
});

describe('skills', () => {
  const found = (text: string, skill: string): boolean => skillTerms(skill).terms.some((t) => hasTerm(fold(text), t));
  it.each([
    ['Python 3, Django', 'python', true],
    ['Python3 and HTML5', 'Python', true],
    ['Good knowledge of C++ and CSS', 'C', false],
    ['C/C++ programming', 'C', true],
    ['C# and .NET Core', 'C', false],
    ['C# and .NET Core', 'C#', true],
    ['Strong JavaScript fundamentals', 'JS', true],
    ['ES6, React.js', 'JavaScript', true],
    ['Node.js, Express', 'Node', true],
    ['NodeJS microservices', 'Node.js', true],
    ['Basics of ML and deep learning', 'Machine Learning', true],
    ['HTML, XML and YAML', 'ML', false],
    ['Java, Spring Boot', 'JavaScript', false],
    ['JavaScript and TypeScript', 'Java', false],
    ['Power BI dashboards', 'power bi', true],
    ['PowerBI', 'Power BI', true],
    ['R&D centre in Pune', 'R', false],
    ['Golang services', 'Go', true],
    ['Go-getter attitude', 'Go', false],
    ['MySQL and PostgreSQL', 'SQL', true],
    ['Kotlin Multiplatform', 'kotlin', true],
  ])('%s / %s: %s', (text, skill, expected) => {
    expect(found(text, skill)).toBe(expected);
  });
});

const profile = (p: Partial<Profile>): Profile => ({ ...emptyProfile(), ...p });
const job = (description: string, extra: Record<string, unknown> = {}) => ({ title: 'Graduate Engineer Trainee', description, ...extra });

describe('matchListing', () => {
  const me = profile({
    skills: [{ name: 'Python', level: 'advanced' }, { name: 'SQL' }, { name: 'JS' }],
    gradYear: 2026,
    degree: 'B.Tech',
    branch: 'CSE',
    cgpa: 6.8,
    backlogs: 0,
  });

  it("the person's degree in any case or written out is read as the posting's; one fresher cannot read is unknown, not unmet", () => {
    const posting = job('Eligibility: BE/B.Tech 2026. Skills: Python');
    for (const degree of ['B.E.', 'BE', 'b.e.', 'be', 'Bachelor of Engineering', 'Bachelor of Technology', 'b.tech']) {
      const m = matchListing(posting, 'job', profile({ skills: [{ name: 'Python' }], degree }));
      expect(
        m.eligibility.filter((f) => f.fact === 'degree').map((f) => f.status),
        degree,
      ).toEqual(['met']);
    }
    const odd = matchListing(posting, 'job', profile({ skills: [{ name: 'Python' }], degree: 'B.Arch' }));
    expect(odd.eligibility.some((f) => f.fact === 'degree')).toBe(false);
    expect(odd.unknown.find((f) => f.fact === 'degree')?.text).toBe('B.Tech/B.E.: fresher cannot read your degree (B.Arch)');
    // Not capped as ineligible: the skills decide.
    expect(odd.score).toBe(100);
    expect(matchScore(posting, 'job', profile({ skills: [{ name: 'Python' }], degree: 'B.Arch' }))).toBe(100);
  });

  it('says what the listing gives: no location, unpaid, a fixed stipend, a range; amounts grouped', () => {
    const wishes = profile({ skills: [{ name: 'Python' }], cities: ['Pune'], minStipend: 15_000 });
    const texts = (r: Record<string, unknown>) => {
      const m = matchListing({ title: 'Intern', description: 'Skills: Python', ...r }, 'internship', wishes);
      return [...m.eligibility, ...m.unknown].filter((f) => f.fact === 'city' || f.fact === 'pay').map((f) => f.text);
    };
    expect(texts({ location: null, stipend: 'Unpaid' })).toEqual(['unpaid: below your ₹15,000/month', 'city: the listing gives no location']);
    expect(texts({ location: 'Pune, India', stipend: '₹23,000/month' })).toEqual(['Pune: yes', 'pay ₹23,000/month: at least your ₹15,000/month']);
    expect(texts({ location: 'Pune, India', stipend: '₹10,000 - ₹20,000 per month' })).toEqual([
      'Pune: yes',
      'pay up to ₹20,000/month: at least your ₹15,000/month',
    ]);
  });

  it('blank texts in a hand-edited profile are not set: no city matches everything, no degree fails everything', () => {
    const blank = usableProfile(profile({ skills: [{ name: 'Python' }, { name: ' ' }], degree: '', branch: ' ', cities: [''], workTypes: [''] }));
    expect(blank).toEqual(profile({ skills: [{ name: 'Python' }] }));
  });

  it('explains skills found and missing and each eligibility fact', () => {
    const m = matchListing(
      job('B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs. CGPA ≥ 7 or equivalent, no standing arrears. Skills: Python 3, SQL, Power BI'),
      'job',
      me,
    );
    expect(m.skills_found).toEqual(['Python', 'SQL']);
    expect(m.skills_missing).toEqual(['Power BI']);
    expect(m.eligibility.map((f) => [f.fact, f.status, f.text])).toEqual([
      ['batch', 'met', '2025 or 2026 batch: yes'],
      ['cgpa', 'not_met', 'CGPA 7+: you have 6.8'],
      ['backlogs', 'met', 'no active backlogs: yes'],
      ['degree', 'met', 'B.Tech/B.E.: yes'],
      ['branch', 'met', 'CSE/IT/ECE: yes'],
    ]);
    expect(m.unknown).toEqual([]);
    // Not eligible (CGPA): capped, however good the skills.
    expect(m.score).toBe(40);
  });

  it('never reads a sentence that shuts people out as one that takes them', () => {
    const ece = profile({ gradYear: 2026, degree: 'B.Tech', branch: 'ECE' });
    const refused = matchListing(job('2026 pass-outs are not eligible. Open to 2024 and 2025 batches.'), 'job', ece);
    expect(refused.eligibility.map((f) => [f.fact, f.status, f.text])).toEqual([['batch', 'not_met', '2024 or 2025 batch: you graduate in 2026']]);
    expect(refused.score).toBe(0);
    const notMe = matchListing(job('B.Tech students are not eligible; MCA only.'), 'job', ece);
    expect(notMe.eligibility.map((f) => [f.fact, f.status])).toEqual([['degree', 'not_met']]);
    // Whom "except" leaves in is not worked out: unknown, not "any branch: yes".
    const except = matchListing(job('Open to all branches except Mechanical. Batch of 2026.'), 'job', ece);
    expect(except.eligibility.map((f) => [f.fact, f.status])).toEqual([['batch', 'met']]);
    expect(except.unknown.map((f) => f.fact)).toContain('branch');
  });

  it('keeps unknowns apart: never a match, never a miss', () => {
    const m = matchListing(job('Skills: Python, SQL. Percentage: 60% throughout.'), 'job', me);
    expect(m.eligibility).toEqual([]);
    expect(m.unknown.map((f) => f.text)).toEqual([
      'batch: the listing does not say',
      'CGPA: the listing does not say',
      '60%+ marks: not in your profile',
      'backlogs: the listing does not say',
      'degree: the listing does not say',
      'branch: the listing does not say',
    ]);
    expect(m.score).toBe(100);
  });

  it('has no score when nothing can be compared', () => {
    const m = matchListing(job('A great place to grow.'), 'job', profile({ skills: [{ name: 'Python' }] }));
    expect(m.score).toBeNull();
    expect(m.unknown.map((f) => f.text)).toEqual(['skills: the listing names none']);
  });

  it('compares city, work type and pay with the profile', () => {
    const p = profile({ cities: ['Pune, India'], workTypes: ['Hybrid'], minCtc: 6 });
    const m = matchListing(job('', { location: 'Chennai, India', work_type: 'On-site', ctc_amount: '₹4–5 LPA' }), 'job', p);
    expect(m.eligibility.map((f) => f.text)).toEqual(['Chennai: not one of your cities', 'On-site: you want Hybrid', 'pay up to 5 LPA: below your 6 LPA']);
    // Wishes alone make no score: the listing says nothing of skills or eligibility.
    expect(m.score).toBeNull();
    const remote = matchListing(job('', { location: 'Chennai, India', work_type: 'Remote', ctc_amount: '₹8 LPA' }), 'job', p);
    expect(remote.eligibility.map((f) => f.status)).toEqual(['met', 'not_met', 'met']);
  });

  it('reads nothing past the limit when a field before fills it to its last character', () => {
    // With room for the title and not its newline, the description was once cut at "all but its last character".
    const long = job(`Eligibility: 2026 batch, CGPA 6+. Python ${'x'.repeat(100_000)}`, { title: 'T'.repeat(MATCH_TEXT_LIMIT) });
    const m = matchListing(long, 'job', me);
    expect(m.eligibility).toEqual([]);
    expect(m.skills_found).toEqual([]);
    // The limit counts each field with its newline: "2026 batch" (10 characters) fits after a title 11 short of it, not 10.
    const readAfter = (title: number) => matchListing(job('2026 batch', { title: 'T'.repeat(title) }), 'job', me).eligibility.map((f) => f.text);
    expect(readAfter(MATCH_TEXT_LIMIT - 11)).toEqual(['2026 batch: yes']);
    expect(readAfter(MATCH_TEXT_LIMIT - 10)).toEqual([]);
  });

  it('reads each field on its own: an escape sequence left open in the title hides none of the description', () => {
    const m = matchListing(job('Eligibility: 2026 batch. Skills: Python', { title: 'Data Analyst \u001b]0;pwned' }), 'job', me);
    expect(m.eligibility.map((f) => f.text)).toEqual(['2026 batch: yes']);
    expect(m.skills_found).toEqual(['Python']);
  });

  it('reads a bounded part of a huge or hostile description, in bounded time', () => {
    const hostile = `${'CGPA '.repeat(200_000)}${'1'.repeat(100_000)}${'B.'.repeat(200_000)}\u001b[2J python ${'%'.repeat(100_000)}`;
    const started = performance.now();
    const m = matchListing(job(hostile), 'job', me);
    // Generous for a loaded machine: an unbounded scan of this text takes minutes.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(m.score === null || (m.score >= 0 && m.score <= 100)).toBe(true);
    expect(MATCH_TEXT_LIMIT).toBeLessThanOrEqual(20_000);
  });
});

describe("the workspace's explanations", () => {
  it('works a match out when its detail is drawn, once, not when the records arrive', () => {
    const p: Profile = { ...emptyProfile(), skills: [{ name: 'Python' }], gradYear: 2026 };
    const records = Array.from({ length: 50 }, (_, i) => ({ id: `job-${i}`, title: 'Data Analyst', description: 'Python and SQL, 2026 batch' }));
    let worked = 0;
    const matches = new Map<ApiRecord, ListingMatch>();
    for (const r of records)
      attachMatch(r, () => {
        let m = matches.get(r);
        if (m === undefined) {
          worked++;
          m = matchListing(r, 'job', p);
          matches.set(r, m);
        }
        return m;
      });
    expect(worked).toBe(0);
    const shown = records[7] as ApiRecord;
    const lines = explanationOf(shown, noStyle);
    expect(lines?.[0]).toBe('Your match  70%');
    expect(lines).toContain('  ✓ skills: Python');
    expect(explanationOf(shown, noStyle)).toEqual(lines);
    expect(worked).toBe(1);
    expect(explanationOf({ id: 'not-attached' }, noStyle)).toBeUndefined();
  });
});

describe('the batch after a degree, on hostile text', () => {
  it('reads a run of spaces after a degree in linear time', () => {
    const text = `B.Tech${' '.repeat(12_000)}x`;
    const started = performance.now();
    for (let i = 0; i < 20; i++) readRequirements(text);
    // Quadratic, this took ~75 ms a reading; linear, well under 1. The bound leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(400);
  });
});
