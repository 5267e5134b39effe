/**
 * Deterministic synthetic corpus for the sandbox: jobs, internships, hidden (recruiter-feed) roles,
 * events and the filter vocabulary. Same seed and sizes, same records (ids included); only the
 * timestamps move, with the anchor's day: every date is written for the start of the anchor's UTC
 * day, so every run on one day sees the same times (a listing posted at 5:15 pm is not at 5:30 pm
 * in a later run), and the next day the whole corpus is a day later.
 *
 * Generation is in two steps, so the anchor-free part can be stored and reused (see snapshot.ts):
 * `generateUndated` makes the records with every date left blank and the dates kept as offsets (in
 * quarter hours and days), and `dateCorpus` writes the dates for an anchor. A fresh corpus is the same
 * two steps, so a stored one dated for the same anchor is the same corpus.
 */
import type { VocabularyGroup } from '../filters/registry.js';
import type { CareerEvent, FilterOption, FilterVocabulary, Internship, Job } from '../contract/resources.js';
import { createRng, type Rng } from './rng.js';
import {
  CITIES,
  COMPANY_STEMS,
  COMPANY_SUFFIXES,
  DURATIONS,
  EVENT_TYPES,
  INDUSTRIES,
  PAY_RANGES,
  ROLES,
  WORK_TYPES,
  type City,
  type RoleFamily,
} from './vocab.js';

export interface CorpusOptions {
  seed: number;
  jobs: number;
  internships: number;
  events: number;
  /** Any time of the day the corpus is dated for (see dateCorpus); posted_at values lie before that day. */
  anchor: Date;
  /** Add hostile and odd records (escape sequences, formula triggers, unknown fields) for tests. */
  quirks?: boolean;
}

/**
 * Bump when the generator's output changes for a seed and sizes (records, order, offsets): stored
 * corpora of another version are not used. test/unit/corpus-snapshot.test.ts pins a digest per version.
 */
export const CORPUS_VERSION = 2;

/** Per listing, LISTING_TIMES numbers: quarter hours before the anchor's last quarter, deadline and start (days after posting, or -1), posted exactly at the anchor (1) or not (0). */
export const LISTING_TIMES = 4;
/** Per event, EVENT_TIMES numbers: days after the anchor, whether the title names next year (1) or not (0). */
const EVENT_TIMES = 2;

/** The collections a corpus serves. */
interface CorpusLists {
  jobs: Job[];
  hiddenJobs: Job[];
  internships: Internship[];
  hiddenInternships: Internship[];
  events: CareerEvent[];
  filters: FilterVocabulary;
}

/** A corpus without dates: what the seed and sizes decide, whatever the time. */
export interface UndatedCorpus extends CorpusLists {
  /** The dates of each list as offsets, LISTING_TIMES (EVENT_TIMES for events) numbers per record. */
  times: { jobs: number[]; hiddenJobs: number[]; internships: number[]; hiddenInternships: number[]; events: number[] };
}

/** A corpus dated for one day. */
export interface Corpus extends CorpusLists {
  /** The start (00:00 UTC) of the day its dates are written for. */
  anchor: Date;
}

interface Company {
  name: string;
  slug: string;
  industry: string;
  prestige: number;
  logo: string | null;
  campus: boolean;
}

const DAY_MS = 86_400_000;
// Made on first use: creating an ICU formatter costs milliseconds, and a stored corpus needs none.
let inrFormat: Intl.NumberFormat | undefined;
const inr = {
  format: (n: number): string => {
    inrFormat ??= new Intl.NumberFormat('en-IN');
    return inrFormat.format(n);
  },
};

function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  let total = 0;
  for (const item of items) total += item.weight;
  let r = rng.next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function makeCompanies(rng: Rng, count: number): Company[] {
  const names = new Set<string>();
  const max = COMPANY_STEMS.length * COMPANY_SUFFIXES.length;
  const companies: Company[] = [];
  while (companies.length < Math.min(count, max)) {
    const name = `${rng.pick(COMPANY_STEMS)} ${rng.pick(COMPANY_SUFFIXES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const slug = slugify(name);
    companies.push({
      name,
      slug,
      industry: rng.pick(INDUSTRIES),
      prestige: rng.int(1, 5),
      logo: rng.chance(0.8) ? `https://static.sandbox.fresher.invalid/logos/${slug}.png` : null,
      campus: rng.chance(0.35),
    });
  }
  return companies;
}

const QUARTER_MS = 900_000;

/** Quarter hours between the anchor's last quarter and the posting time. */
function postedSteps(rng: Rng): number {
  // Skewed towards recent postings; quarter-hour steps so equal times (ties) happen.
  const days = Math.floor(60 * rng.next() ** 2);
  const quarter = rng.int(0, 95);
  return days * 96 + quarter;
}

/**
 * The posting time of a listing `steps` quarter hours before the last quarter hour before the anchor
 * (a day's start), so the records posted exactly at the anchor are the newest.
 */
const postedMsOf = (anchor: Date, steps: number): number => anchor.getTime() - (steps + 1) * QUARTER_MS;

const lakh = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

function ctc(rng: Rng, role: RoleFamily): { amount: string | null; description: string | null; salary: string | null } {
  const [lo, hi] = role.lpa;
  const low = Math.round((lo + rng.next() * (hi - lo) * 0.7) * 2) / 2;
  const high = low + rng.int(1, 4);
  const form = rng.int(0, 9);
  let amount: string | null;
  switch (form) {
    case 0:
    case 1:
    case 2:
      amount = `₹${lakh(low)}–${lakh(high)} LPA (est.)`;
      break;
    case 3:
    case 4:
      amount = `₹${lakh(low)}-${lakh(high)} LPA`;
      break;
    case 5:
      amount = `₹${lakh(low)} LPA`;
      break;
    case 6:
      amount = `₹${inr.format(low * 100_000)} - ₹${inr.format(high * 100_000)} per annum`;
      break;
    case 7:
      amount = 'Not disclosed';
      break;
    default:
      amount = null;
  }
  const description = rng.pick([
    null,
    null,
    'Fixed pay plus performance bonus',
    `Includes a joining bonus of ₹${inr.format(rng.int(2, 10) * 10_000)}`,
    'CTC includes variable pay of 10%',
    'Relocation support provided',
  ]);
  const salary = rng.chance(0.15) ? `${lakh(low)} LPA` : null;
  return { amount, description, salary };
}

function stipend(rng: Rng): string | null {
  const lo = rng.int(5, 30) * 1000;
  const hi = lo + rng.int(1, 4) * 5000;
  switch (rng.int(0, 7)) {
    case 0:
    case 1:
      return `₹${inr.format(lo)}/month`;
    case 2:
      return `₹${inr.format(lo)}–${inr.format(hi)}/month (est.)`;
    case 3:
      return `₹${lo / 1000}k–${hi / 1000}k per month`;
    case 4:
      return `₹${inr.format(lo)} per month + PPO`;
    case 5:
      return 'Unpaid';
    case 6:
      return `₹${inr.format(lo)} - ₹${inr.format(hi)} /month`;
    default:
      return null;
  }
}

/** Skills lines as postings write them: the matcher is tested on the forms people use, not on its own. */
const SKILL_LINES = [
  'Skills: Python, SQL, Power BI',
  'Must have: Java / Spring Boot / MySQL. Good to have: Docker',
  'Tech stack - JavaScript (ES6), React.js and Node',
  'Strong in C++ and DSA; comfortable on Linux',
  'Required: MS Excel, Tableau, basic statistics',
  'Tools: AutoCAD, SolidWorks; knowledge of GD&T is a plus',
  'Python 3, pandas and ML basics; Git',
  'HTML5, CSS3 and JS; Figma is a bonus',
  'C/C++ programming and embedded C',
  'Excellent communication; CRM tools (Salesforce) preferred',
] as const;

/** Eligibility as campus postings state it, in its real variety; some say nothing. */
const ELIGIBILITY_LINES = [
  (y: number) => `B.E./B.Tech (CSE/IT/ECE) ${y - 1} & ${y} pass-outs.`,
  (y: number, c: number) => `${y} batch, CGPA ≥ ${c} or equivalent.`,
  (_y: number, _c: number, p: number) => `${p}% throughout, no standing arrears.`,
  (y: number, c: number) => `Eligibility: BCA/MCA/B.Sc (CS/IT), ${y} passing out; minimum ${c} CGPA.`,
  (y: number) => `Any graduate (${y - 2}-${y} batch); no active backlogs.`,
  (y: number, _c: number, p: number) => `MBA/PGDM ${y}; ${p}% in 10th, 12th and graduation.`,
  (y: number) => `Diploma or B.E. in Mechanical/Civil, ${y} pass-outs, max 1 active backlog.`,
  (y: number, c: number) => `Open to circuit branches (CSE, IT, ECE, EEE), BE/B.Tech ${y}, ${c}+ CGPA, not more than 1 backlog.`,
  () => '',
  () => '',
] as const;

/** A number from a listing id (FNV-1a): its extra text is fixed by the id, so adding it draws nothing from the corpus's generator. */
function idSeed(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The skills and eligibility a posting's description ends with. */
function requirementsText(id: string): string {
  const r = createRng(idSeed(id));
  const year = r.pick([2025, 2026, 2026, 2027]);
  const cgpa = r.pick([6, 6.5, 7, 7.5, 8]);
  const pct = r.pick([55, 60, 60, 65, 70]);
  const skills = r.pick(SKILL_LINES);
  const eligibility = r.pick(ELIGIBILITY_LINES)(year, cgpa, pct);
  return `\n\n${skills}.${eligibility ? `\n${eligibility}` : ''}`;
}

function description(rng: Rng, company: Company, title: string, city: City, id: string): string | null {
  if (rng.chance(0.05)) return null;
  const skills = rng.pick([
    'SQL, Python and Excel',
    'Java, Spring and REST APIs',
    'React, TypeScript and CSS',
    'communication, negotiation and CRM tools',
    'AutoCAD, SolidWorks and GD&T',
    'Linux, Docker and AWS',
    'statistics, pandas and dashboards',
  ]);
  const extra = rng.pick([
    '',
    `\n\nWhat we offer: a structured 8-week onboarding, a "buddy" for your first quarter, and hybrid Fridays.`,
    `\n\nEligibility: B.E./B.Tech, B.Sc, BCA or MCA, 2025 or 2026 batch; no active backlogs.`,
    ' Freshers with internships or strong projects are encouraged to apply.',
  ]);
  return `${company.name} is hiring ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title} in ${city.name}. You will work with ${skills} alongside a small team.${extra}${requirementsText(id)}`;
}

function dateOnly(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * "5 Sept 2026": what Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC' }) writes (a unit test compares them), spelt out because creating an
 * ICU formatter costs more than dating a whole stored corpus, and so the sandbox's text does not
 * depend on the ICU data of the Node that runs it.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
export function displayDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] as string} ${d.getUTCFullYear()}`;
}

const WORK_TYPE_MIX = [...WORK_TYPES, 'On-site', 'On-site', 'Hybrid'] as const;

function makeListingBase(rng: Rng, companies: Company[]) {
  const company = rng.pick(companies);
  const role = weighted(rng, ROLES);
  const city = weighted(rng, CITIES);
  const title = rng.pick(role.titles);
  const workType = rng.pick(WORK_TYPE_MIX);
  // Drawn in the order of the record's fields, as always: the same seed gives the same listings.
  const id = rng.uuid();
  return {
    company,
    role,
    city,
    record: {
      id,
      company: company.name,
      title,
      description: description(rng, company, title, city, id),
      logo: company.logo,
      location: rng.chance(0.97) ? `${city.name}, India` : null,
      work_type: rng.chance(0.97) ? workType : null,
      industry: rng.chance(0.96) ? company.industry : null,
      role_type: rng.chance(0.97) ? role.name : null,
    },
    posted: postedSteps(rng),
  };
}

/** A job with its dates blank ('' where one will be); its offsets are pushed to `times`. */
function makeJob(rng: Rng, companies: Company[], times: number[]): Job {
  const { company, role, record: r, posted } = makeListingBase(rng, companies);
  const pay = ctc(rng, role);
  const hasDeadline = rng.chance(0.6);
  const deadlineDays = rng.int(10, 45);
  const startPick = rng.int(0, 5);
  const startDays = startPick === 5 ? rng.int(30, 120) : -1;
  times.push(posted, hasDeadline ? deadlineDays : -1, startDays, 0);
  // One literal with every field (no spread): V8 keeps these objects compact and fast to serialise.
  return {
    id: r.id,
    company: r.company,
    title: r.title,
    description: r.description,
    logo: r.logo,
    location: r.location,
    work_type: r.work_type,
    industry: r.industry,
    role_type: r.role_type,
    ctc_amount: pay.amount,
    ctc_description: pay.description,
    salary: pay.salary,
    start_date: startPick === 5 ? '' : (START_DATES[startPick] ?? null),
    deadline: hasDeadline ? '' : null,
    deadline_display: hasDeadline ? '' : rng.pick([null, 'Rolling applications']),
    posted_at: '',
    posted_days: 0,
    is_on_campus: company.campus ? rng.chance(0.7) : rng.chance(0.05),
    is_active: rng.chance(0.96),
    job_type: 'job',
    match_score: rng.int(42, 97),
    prestige_tier: company.prestige,
  };
}

const START_DATES = [null, 'Immediate', 'Within 30 days', 'January 2027', 'July 2027'] as const;

function makeInternship(rng: Rng, companies: Company[], times: number[]): Internship {
  const { company, record: r, posted } = makeListingBase(rng, companies);
  times.push(posted, -1, -1, 0);
  return {
    id: r.id,
    company: r.company,
    title: r.title,
    description: r.description,
    logo: r.logo,
    location: r.location,
    work_type: r.work_type,
    industry: r.industry,
    role_type: r.role_type,
    stipend: stipend(rng),
    duration: rng.chance(0.9) ? rng.pick(DURATIONS) : null,
    posted_at: '',
    posted_days: 0,
    is_on_campus: company.campus ? rng.chance(0.6) : rng.chance(0.05),
    is_active: rng.chance(0.96),
    job_type: 'internship',
  };
}

function makeEvent(rng: Rng, companies: Company[], times: number[]): CareerEvent {
  const company = rng.pick(companies);
  const type = rng.pick(EVENT_TYPES);
  const city = weighted(rng, CITIES);
  const online = type === 'webinar' || rng.chance(0.3);
  const days = rng.int(-10, 60);
  times.push(days, type === 'hiring-drive' ? 1 : 0);
  const max = rng.chance(0.8) ? rng.pick([50, 100, 150, 200, 300, 500, 1000]) : null;
  const titles: Record<string, string> = {
    workshop: `Hands-on workshop: ${rng.pick(['Git for beginners', 'Cracking the SQL round', 'System design basics', 'Resume clinic'])}`,
    // The year is written with the dates.
    'hiring-drive': '',
    'info-session': `Meet ${company.name}: graduate programme info session`,
    webinar: `Webinar: ${rng.pick(['Your first 90 days at work', 'Negotiating your first offer', 'Breaking into data roles'])}`,
    hackathon: `${company.name} Code Sprint`,
    'career-fair': `${city.name} Freshers Career Fair`,
  };
  return {
    id: rng.uuid(),
    title: titles[type] ?? type,
    company: type === 'career-fair' ? null : company.name,
    description: `A ${type.replace('-', ' ')} for final-year students and recent graduates.`,
    event_type: type,
    event_date: rng.chance(0.95) ? '' : null,
    event_time: rng.pick(['10:00 AM IST', '11:30 AM IST', '2:00 PM IST', '4:30 PM IST', '6:00 PM IST', null]),
    location: online ? 'Online' : `${rng.pick(['Convention Centre', 'Tech Park Auditorium', 'University Main Hall', `${company.name} office`])}, ${city.name}`,
    is_online: online,
    max_attendees: max,
    current_attendees: max === null ? rng.int(0, 300) : rng.int(0, max),
    // The event's day is at most one before the anchor's.
    is_active: days >= -1,
  };
}

/** The sandbox's vocabulary: one builder per group the filter registry knows (tsc asks for a new one). */
function buildFilters(rng: Rng, jobs: Job[], internships: Internship[]): Record<VocabularyGroup, FilterOption[]> & FilterVocabulary {
  const used = (field: 'industry' | 'location' | 'role_type'): Set<string> => {
    const seen = new Set<string>();
    for (const l of jobs) if (typeof l[field] === 'string') seen.add(l[field] as string);
    for (const l of internships) if (typeof l[field] === 'string') seen.add(l[field] as string);
    return seen;
  };
  const option = (type: string, value: string, label: string, order: number): FilterOption => ({
    id: rng.uuid(),
    filter_type: type,
    filter_value: value,
    display_label: label,
    sort_order: order,
    is_active: true,
  });
  const industries = [...used('industry')].sort();
  const locations = used('location');
  const roles = used('role_type');
  const workLabels: Record<string, string> = { 'On-site': 'On-site (office)', Remote: 'Remote (work from home)', Hybrid: 'Hybrid' };
  return {
    industry: industries.map((v, i) => option('industry', v, v, i + 1)),
    location: CITIES.filter((c) => locations.has(`${c.name}, India`)).map((c, i) => option('location', `${c.name}, India`, c.name, i + 1)),
    pay_range: PAY_RANGES.map((p, i) => option('pay_range', p.value, p.label, i + 1)),
    role: ROLES.filter((r) => roles.has(r.name)).map((r, i) => option('role', r.name, r.name, i + 1)),
    work_type: WORK_TYPES.map((w, i) => option('work_type', w, workLabels[w] ?? w, i + 1)),
  };
}

/** Marks listing `i` as posted exactly at the anchor (its deadline still follows its own posting time). */
const postedAtAnchor = (times: number[], i: number): void => {
  times[i * LISTING_TIMES + 3] = 1;
};

/** Records that exercise a client's defences: they appear only with `quirks`. */
function addQuirks(jobs: Job[], internships: Internship[], events: CareerEvent[], times: UndatedCorpus['times']): void {
  const newest = '';
  const hostile: Partial<Job>[] = [
    { title: 'Backend Developer \u001b[31mURGENT\u001b[0m\u001b]0;pwned\u0007', description: 'Clears your screen \u001b[2J and \u009b31m in C1 form.' },
    { title: '=HYPERLINK("http://evil.invalid","Apply")', company: '+91 Ventures Labs', ctc_amount: '-₹4 LPA' },
    { title: 'Analyst, "Growth", Pune\nsecond line', company: '@Sum Systems', description: 'Line one\r\nLine two\tTabbed' },
    { title: 'डेटा विश्लेषक (Data Analyst) 数据', company: 'Zenvara Labs' },
  ];
  hostile.forEach((patch, i) => {
    const job = jobs[i];
    if (!job) return;
    Object.assign(job, patch, { posted_at: newest, is_active: true, x_sandbox_note: { quirk: i, tags: ['unknown', 'field'] } });
    postedAtAnchor(times.jobs, i);
  });
  const sparse = jobs[hostile.length];
  if (sparse) {
    for (const key of Object.keys(sparse)) if (!['id', 'company', 'title'].includes(key)) delete sparse[key];
    sparse.posted_at = newest;
    sparse.is_active = true;
    postedAtAnchor(times.jobs, hostile.length);
  }
  const intern = internships[0];
  if (intern) {
    Object.assign(intern, { title: 'Design Intern \u001b[5mBLINK\u001b[0m', posted_at: newest, is_active: true, x_sandbox_note: 'unknown field' });
    postedAtAnchor(times.internships, 0);
  }
  const event = events[0];
  if (event) {
    // The day after the anchor, with the title as written.
    Object.assign(event, { title: 'Webinar \u009b2J\u001b[1mNOW\u001b[0m', event_date: '', is_active: true });
    times.events[0] = 1;
    times.events[1] = 0;
  }
}

/** Hidden roles per list: a share of the visible ones. */
export const hiddenCount = (n: number): number => Math.round(n * 0.08);

/** The records of a corpus, dates left blank (see dateCorpus). */
export function generateUndated(options: Omit<CorpusOptions, 'anchor'>): UndatedCorpus {
  const rng = createRng(options.seed);
  const companies = makeCompanies(rng, Math.max(40, Math.ceil((options.jobs + options.internships) / 12)));
  const times: UndatedCorpus['times'] = { jobs: [], hiddenJobs: [], internships: [], hiddenInternships: [], events: [] };
  const jobs = Array.from({ length: options.jobs }, () => makeJob(rng, companies, times.jobs));
  const hiddenJobs = Array.from({ length: hiddenCount(options.jobs) }, () => makeJob(rng, companies, times.hiddenJobs));
  const internships = Array.from({ length: options.internships }, () => makeInternship(rng, companies, times.internships));
  const hiddenInternships = Array.from({ length: hiddenCount(options.internships) }, () => makeInternship(rng, companies, times.hiddenInternships));
  const events = Array.from({ length: options.events }, () => makeEvent(rng, companies, times.events));
  if (options.quirks) addQuirks(jobs, internships, events, times);
  const filters = buildFilters(rng, jobs, internships);
  return { jobs, hiddenJobs, internships, hiddenInternships, events, filters, times };
}

/** Whether an undated corpus holds the lists and offsets its sizes call for (a stored one may not). */
export function undatedFits(c: UndatedCorpus, sizes: { jobs: number; internships: number; events: number }): boolean {
  const fits = (records: unknown, times: unknown, n: number, per: number): boolean =>
    Array.isArray(records) &&
    records.length === n &&
    records.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r) && typeof (r as { id?: unknown }).id === 'string') &&
    Array.isArray(times) &&
    times.length === n * per &&
    times.every((t) => Number.isInteger(t));
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.times === 'object' &&
    c.times !== null &&
    typeof c.filters === 'object' &&
    c.filters !== null &&
    fits(c.jobs, c.times.jobs, sizes.jobs, LISTING_TIMES) &&
    fits(c.hiddenJobs, c.times.hiddenJobs, hiddenCount(sizes.jobs), LISTING_TIMES) &&
    fits(c.internships, c.times.internships, sizes.internships, LISTING_TIMES) &&
    fits(c.hiddenInternships, c.times.hiddenInternships, hiddenCount(sizes.internships), LISTING_TIMES) &&
    fits(c.events, c.times.events, sizes.events, EVENT_TIMES)
  );
}

/** The date fields of a listing (a record, or a stored index's view of one). */
export interface ListingDateFields {
  posted_at?: string | null;
  deadline?: string | null;
  deadline_display?: string | null;
  start_date?: string | null;
}

/**
 * Writes the dates for a corpus anchored at `anchor` (a day's start: see dayStart) into listing `i`
 * of a list whose offsets are `times` (in place), as dateCorpus does for every listing: only the
 * fields it has, so a view with no deadline gets none.
 */
export type ListingDater = (l: ListingDateFields, times: ArrayLike<number>, i: number) => void;

/** The start (00:00 UTC) of the day of `at`: every date of a corpus is written as of it. */
export const dayStart = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** A listing's posted_days at `now` (ms), as the API computes it per request from its posted_at. */
export function postedDays(postedAt: string | null | undefined, now: number): number | null {
  if (!postedAt) return null;
  const t = Date.parse(postedAt);
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now - t) / DAY_MS));
}

/** The dates of a listing: what its offsets give (undefined: none, so the record's own value stays). */
export interface DatedValues {
  posted_at: string;
  deadline: string | undefined;
  deadline_display: string | undefined;
  start_date: string | undefined;
}

/** The dates of listing `i` of a list whose offsets are `times`, for a corpus anchored at `anchor` (a day's start). */
export type ListingDates = (times: ArrayLike<number>, i: number) => DatedValues;

export function listingDates(anchor: Date): ListingDates {
  const exact = anchor.toISOString();
  // Postings share quarter hours and deadlines fall on a few dozen days: each is formatted once.
  const memo = <T>(make: (n: number) => T): ((n: number) => T) => {
    const seen = new Map<number, T>();
    return (n) => {
      let v = seen.get(n);
      if (v === undefined) {
        v = make(n);
        seen.set(n, v);
      }
      return v;
    };
  };
  const isoOf = memo((ms) => new Date(ms).toISOString());
  const dayOf = memo(dateOnly);
  const display = memo((ms) => `Apply by ${displayDate(ms)}`);
  return (times, i) => {
    const at = i * LISTING_TIMES;
    const postedMs = postedMsOf(anchor, times[at] as number);
    const deadlineDays = times[at + 1] as number;
    const startDays = times[at + 2] as number;
    const deadlineMs = postedMs + deadlineDays * DAY_MS;
    return {
      posted_at: times[at + 3] === 1 ? exact : isoOf(postedMs),
      deadline: deadlineDays >= 0 ? dayOf(deadlineMs) : undefined,
      deadline_display: deadlineDays >= 0 ? display(deadlineMs) : undefined,
      start_date: startDays >= 0 ? dayOf(postedMs + startDays * DAY_MS) : undefined,
    };
  };
}

/** Writes listingDates' dates into a listing, only fields it has (a display only with its deadline). */
export function listingDater(anchor: Date): ListingDater {
  const datesOf = listingDates(anchor);
  return (l, times, i) => {
    const d = datesOf(times, i);
    if ('posted_at' in l) l.posted_at = d.posted_at;
    if (d.deadline !== undefined && 'deadline' in l) {
      l.deadline = d.deadline;
      if ('deadline_display' in l) l.deadline_display = d.deadline_display;
    }
    if (d.start_date !== undefined && 'start_date' in l) l.start_date = d.start_date;
  };
}

/**
 * Writes the dates for the UTC day of `at` into the records (in place: the undated corpus is used
 * up), as of that day's start: the same for any time of the day. Only fields a record has are
 * written, so a quirk record without them stays without them.
 */
export function dateCorpus(c: UndatedCorpus, at: Date): Corpus {
  const anchor = dayStart(at);
  const date = listingDater(anchor);
  const dateListings = (list: (Job | Internship)[], times: readonly number[]): void => {
    for (let i = 0; i < list.length; i++) date(list[i] as Job | Internship, times, i);
  };
  dateListings(c.jobs, c.times.jobs);
  dateListings(c.hiddenJobs, c.times.hiddenJobs);
  dateListings(c.internships, c.times.internships);
  dateListings(c.hiddenInternships, c.times.hiddenInternships);
  const nextYear = anchor.getUTCFullYear() + 1;
  c.events.forEach((e, i) => {
    const days = c.times.events[i * EVENT_TIMES] as number;
    if (e.event_date !== null) e.event_date = dateOnly(anchor.getTime() + days * DAY_MS);
    if (c.times.events[i * EVENT_TIMES + 1] === 1) e.title = `${e.company ?? ''} campus hiring drive ${nextYear}`;
  });
  return {
    jobs: c.jobs,
    hiddenJobs: c.hiddenJobs,
    internships: c.internships,
    hiddenInternships: c.hiddenInternships,
    events: c.events,
    filters: c.filters,
    anchor,
  };
}

export function generateCorpus(options: CorpusOptions): Corpus {
  return dateCorpus(generateUndated(options), options.anchor);
}
