/**
 * Resource shapes, limits and the id pattern of the Public Job Listings API (spec 1.0.0), shared by the
 * client and the sandbox. Unknown fields are kept, never an error. (The query parameters are the filter
 * registry's: filters/registry.ts.)
 */

/** Fields jobs and internships share. */
export interface ListingBase {
  id: string;
  company: string;
  title: string;
  description?: string | null;
  logo?: string | null;
  location?: string | null;
  work_type?: string | null;
  industry?: string | null;
  role_type?: string | null;
  posted_at?: string | null;
  posted_days?: number | null;
  is_on_campus?: boolean | null;
  is_active?: boolean | null;
  job_type?: string | null;
  [field: string]: unknown;
}

export interface Job extends ListingBase {
  ctc_amount?: string | null;
  ctc_description?: string | null;
  salary?: string | null;
  start_date?: string | null;
  deadline?: string | null;
  deadline_display?: string | null;
  match_score?: number | null;
  prestige_tier?: number | null;
}

export interface Internship extends ListingBase {
  stipend?: string | null;
  duration?: string | null;
}

export type Listing = Job | Internship;

export interface FilterOption {
  id?: string;
  filter_type: string;
  filter_value: string;
  display_label?: string;
  sort_order?: number | null;
  is_active?: boolean | null;
  [field: string]: unknown;
}

export type FilterVocabulary = Record<string, FilterOption[]>;

export interface CareerEvent {
  id: string;
  title: string;
  company?: string | null;
  description?: string | null;
  event_type?: string | null;
  event_date?: string | null;
  event_time?: string | null;
  location?: string | null;
  is_online?: boolean | null;
  max_attendees?: number | null;
  current_attendees?: number | null;
  is_active?: boolean | null;
  [field: string]: unknown;
}

export interface Health {
  status: string;
  message?: string;
  [field: string]: unknown;
}

export interface DatasetBucket {
  city?: string;
  role?: string;
  company?: string;
  label?: string;
  count: number;
  [field: string]: unknown;
}

export interface HiringDataset {
  updatedAt: string;
  totals: {
    liveListings?: number;
    newLast7Days?: number;
    internshipSharePct?: number;
    remoteSharePct?: number;
    medianPostingAgeDays?: number;
    [field: string]: unknown;
  };
  topCities?: DatasetBucket[];
  topRoles?: DatasetBucket[];
  topCompanies?: DatasetBucket[];
  [field: string]: unknown;
}

/**
 * The fields the spec documents for each kind of record, in its order. `--fields` takes these and any
 * other field the records carry (new fields may appear at any time).
 */
export const DOCUMENTED_FIELDS = {
  job: [
    'id',
    'company',
    'title',
    'description',
    'logo',
    'location',
    'work_type',
    'industry',
    'role_type',
    'ctc_amount',
    'ctc_description',
    'salary',
    'start_date',
    'deadline',
    'deadline_display',
    'posted_at',
    'posted_days',
    'is_on_campus',
    'is_active',
    'job_type',
    'match_score',
    'prestige_tier',
  ],
  internship: [
    'id',
    'company',
    'title',
    'description',
    'logo',
    'location',
    'work_type',
    'industry',
    'role_type',
    'stipend',
    'duration',
    'posted_at',
    'posted_days',
    'is_on_campus',
    'is_active',
    'job_type',
  ],
  event: [
    'id',
    'title',
    'company',
    'description',
    'event_type',
    'event_date',
    'event_time',
    'location',
    'is_online',
    'max_attendees',
    'current_attendees',
    'is_active',
  ],
  filter: ['id', 'filter_type', 'filter_value', 'display_label', 'sort_order', 'is_active'],
} as const satisfies Record<string, readonly string[]>;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_IDS_PER_REQUEST = 100;
