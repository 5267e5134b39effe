/**
 * The raw material of the synthetic corpus: real Indian cities, role families and industries,
 * invented company names. Nothing here describes a real employer.
 */
import { VALUE_FILTERS } from '../filters/registry.js';

export interface City {
  slug: string;
  name: string;
  weight: number;
}

export const CITIES: readonly City[] = [
  { slug: 'bengaluru', name: 'Bengaluru', weight: 22 },
  { slug: 'hyderabad', name: 'Hyderabad', weight: 13 },
  { slug: 'pune', name: 'Pune', weight: 11 },
  { slug: 'chennai', name: 'Chennai', weight: 10 },
  { slug: 'mumbai', name: 'Mumbai', weight: 10 },
  { slug: 'gurugram', name: 'Gurugram', weight: 8 },
  { slug: 'noida', name: 'Noida', weight: 6 },
  { slug: 'delhi', name: 'Delhi', weight: 5 },
  { slug: 'kolkata', name: 'Kolkata', weight: 4 },
  { slug: 'ahmedabad', name: 'Ahmedabad', weight: 3 },
  { slug: 'kochi', name: 'Kochi', weight: 2 },
  { slug: 'jaipur', name: 'Jaipur', weight: 2 },
  { slug: 'coimbatore', name: 'Coimbatore', weight: 2 },
  { slug: 'indore', name: 'Indore', weight: 1 },
  { slug: 'chandigarh', name: 'Chandigarh', weight: 1 },
  { slug: 'thiruvananthapuram', name: 'Thiruvananthapuram', weight: 1 },
  { slug: 'bhubaneswar', name: 'Bhubaneswar', weight: 1 },
  { slug: 'mysuru', name: 'Mysuru', weight: 1 },
];

export interface RoleFamily {
  slug: string;
  name: string;
  weight: number;
  titles: readonly string[];
  /** Typical entry-level CTC range in lakh per annum. */
  lpa: readonly [number, number];
}

export const ROLES: readonly RoleFamily[] = [
  {
    slug: 'software-engineering',
    name: 'Software Engineering',
    weight: 25,
    lpa: [4, 18],
    titles: [
      'Software Engineer I',
      'Associate Software Engineer',
      'Graduate Engineer Trainee',
      'Backend Developer',
      'Frontend Developer',
      'Full Stack Developer',
      'Android Developer',
      'SDE Intern-to-Hire',
    ],
  },
  {
    slug: 'data-science',
    name: 'Data Science',
    weight: 8,
    lpa: [6, 16],
    titles: ['Junior Data Scientist', 'Machine Learning Engineer', 'Associate Data Scientist', 'AI Engineer Trainee'],
  },
  { slug: 'data-analytics', name: 'Data Analytics', weight: 9, lpa: [3.5, 9], titles: ['Data Analyst', 'Business Analyst', 'Junior Analyst', 'MIS Analyst'] },
  { slug: 'product-management', name: 'Product Management', weight: 3, lpa: [8, 20], titles: ['Associate Product Manager', 'Product Analyst'] },
  { slug: 'design', name: 'Design', weight: 3, lpa: [3.5, 10], titles: ['UI/UX Designer', 'Product Designer', 'Graphic Designer'] },
  { slug: 'devops', name: 'DevOps & Cloud', weight: 5, lpa: [4.5, 12], titles: ['DevOps Engineer', 'Cloud Support Associate', 'Site Reliability Engineer I'] },
  { slug: 'qa-testing', name: 'QA & Testing', weight: 5, lpa: [3, 7], titles: ['QA Engineer', 'Test Engineer Trainee', 'Automation Tester'] },
  { slug: 'sales', name: 'Sales', weight: 7, lpa: [3, 7], titles: ['Sales Associate', 'Inside Sales Executive', 'Business Development Associate'] },
  { slug: 'marketing', name: 'Marketing', weight: 5, lpa: [3, 8], titles: ['Digital Marketing Executive', 'Growth Associate', 'SEO Analyst'] },
  { slug: 'finance', name: 'Finance & Accounts', weight: 5, lpa: [3, 9], titles: ['Finance Analyst', 'Accounts Executive', 'Credit Analyst'] },
  { slug: 'human-resources', name: 'Human Resources', weight: 3, lpa: [2.8, 6], titles: ['HR Associate', 'Talent Acquisition Executive'] },
  { slug: 'operations', name: 'Operations', weight: 5, lpa: [2.5, 6], titles: ['Operations Executive', 'Supply Chain Analyst', 'Process Associate'] },
  { slug: 'customer-success', name: 'Customer Success', weight: 4, lpa: [2.5, 5.5], titles: ['Customer Success Associate', 'Technical Support Engineer'] },
  { slug: 'cybersecurity', name: 'Cybersecurity', weight: 2, lpa: [5, 12], titles: ['Security Analyst', 'SOC Analyst L1'] },
  {
    slug: 'core-engineering',
    name: 'Core Engineering',
    weight: 4,
    lpa: [3.5, 8],
    titles: ['Graduate Engineer Trainee - Mechanical', 'Design Engineer (Electrical)', 'Site Engineer (Civil)'],
  },
  { slug: 'content', name: 'Content & Communications', weight: 2, lpa: [2.5, 6], titles: ['Content Writer', 'Technical Writer', 'Copywriter'] },
];

export const INDUSTRIES: readonly string[] = [
  'IT Services',
  'SaaS',
  'Fintech',
  'E-commerce',
  'EdTech',
  'HealthTech',
  'Banking & Financial Services',
  'Manufacturing',
  'Consulting',
  'Telecom',
  'Automotive',
  'Media & Entertainment',
  'Logistics',
  'Gaming',
  'Energy',
];

/** The work types the API documents (the filter registry's fallback for the group). */
export const WORK_TYPES = VALUE_FILTERS.find((f) => f.group === 'work_type')?.fallback ?? [];

/** Invented words; every sandbox company name is one of these plus a suffix. */
export const COMPANY_STEMS: readonly string[] = [
  'Aranyak',
  'Brahmika',
  'Chakrava',
  'Dhruvix',
  'Ekansh',
  'Falakor',
  'Gulmoharix',
  'Himvar',
  'Ishvani',
  'Jivora',
  'Kesarin',
  'Lohitra',
  'Meghnova',
  'Navyora',
  'Prayagon',
  'Quillnest',
  'Rangolix',
  'Sahyadro',
  'Tarangle',
  'Vayunet',
  'Yamunix',
  'Zenvara',
  'Kaveri Byte',
  'Nilgiri Loop',
  'Deccan Pixel',
  'Konkan Stack',
  'Malabar Forge',
  'Indus Quanta',
  'Thar Logic',
  'Sundar Grid',
  'Aravali Data',
  'Ganga Ledger',
];
export const COMPANY_SUFFIXES: readonly string[] = [
  'Labs',
  'Systems',
  'Technologies',
  'Analytics',
  'Softworks',
  'Digital',
  'Networks',
  'Fintech',
  'Health',
  'Logistics',
  'Robotics',
  'Cloud',
  'Motors',
  'Learning',
  'Consulting',
  'Retail',
];

export const EVENT_TYPES: readonly string[] = ['workshop', 'hiring-drive', 'info-session', 'webinar', 'hackathon', 'career-fair'];
export const DURATIONS: readonly string[] = ['1 month', '2 months', '3 months', '6 months', '6 months (PPO possible)', '12 weeks'];

export const PAY_RANGES: readonly { value: string; label: string; min: number; max: number }[] = [
  { value: '0-3', label: 'Up to ₹3 LPA', min: 0, max: 3 },
  { value: '3-6', label: '₹3–6 LPA', min: 3, max: 6 },
  { value: '6-10', label: '₹6–10 LPA', min: 6, max: 10 },
  { value: '10-15', label: '₹10–15 LPA', min: 10, max: 15 },
  { value: '15+', label: '₹15 LPA and above', min: 15, max: Number.POSITIVE_INFINITY },
];
