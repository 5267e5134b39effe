/** `jobs list|get` and `internships list|get`. */
import { ApiError } from '../../api/errors.js';
import type { Internship, Job, ListingQuery } from '../../api/types.js';
import { UUID_PATTERN } from '../../api/types.js';
import type { ApiRecord } from '../../render/fields.js';
import { emitList, emitRecords } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { validateFilterFlags, type FilterFlags } from '../filter-flags.js';
import type { Session } from '../session.js';

export type { FilterFlags };

export type ListingKind = 'job' | 'internship';
export const NOUNS: Record<ListingKind, { one: string; many: string }> = {
  job: { one: 'job', many: 'jobs' },
  internship: { one: 'internship', many: 'internships' },
};

/** Turns filter flags into API query parameters, warning where the API would ignore one. */
export function buildQuery(flags: FilterFlags, s: Session): ListingQuery {
  if (flags.onCampus && flags.offCampus) throw usageError('--on-campus and --off-campus exclude each other; use one');
  const query: ListingQuery = {};
  if (flags.hidden) {
    query.is_unofficial = 'true';
    if (flags.onCampus || flags.offCampus) {
      s.msg.warn(`${flags.onCampus ? '--on-campus' : '--off-campus'} is ignored by the API together with --hidden`);
    }
  }
  if (flags.onCampus) query.is_on_campus = 'true';
  if (flags.offCampus) query.is_on_campus = 'false';
  if (flags.location !== undefined) query.location = flags.location;
  if (flags.industry !== undefined) query.industry = flags.industry;
  if (flags.role !== undefined) query.role_type = flags.role;
  if (flags.workType !== undefined) query.work_type = flags.workType;
  return query;
}

export async function fetchListings(s: Session, kind: ListingKind, query: ListingQuery): Promise<(Job | Internship)[]> {
  const api = await s.api();
  const records = kind === 'job' ? await api.listJobs(query) : await api.listInternships(query);
  s.isSandbox();
  return records;
}

export async function listCommand(s: Session, kind: ListingKind, flags: FilterFlags): Promise<number> {
  const query = buildQuery(await validateFilterFlags(s, flags), s);
  const records = await fetchListings(s, kind, query);
  await emitList(s, kind, records as ApiRecord[], NOUNS[kind].many);
  return ExitCode.ok;
}

/** Checks ids are UUIDs before any request, and drops repeats (keeping order). */
export function checkIds(ids: readonly string[]): string[] {
  const bad = ids.find((id) => !UUID_PATTERN.test(id.trim()));
  if (bad !== undefined) throw usageError(`"${bad}" is not a listing id (expected a UUID like 3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c)`);
  return [...new Set(ids.map((id) => id.trim().toLowerCase()))];
}

export async function getCommand(s: Session, kind: ListingKind, rawIds: readonly string[]): Promise<number> {
  const ids = checkIds(rawIds);
  const api = await s.api();
  const found = new Map<string, ApiRecord>();
  if (kind === 'job' && ids.length > 1) {
    const progress = ids.length > 100 && s.msg.isTTY;
    const jobs = await api.jobsByIds(ids, (done, total) => {
      if (progress) s.msg.raw(`\r\u001b[2Kfresher: fetched ${done}/${total} ids`);
    });
    if (progress) s.msg.raw('\r\u001b[2K');
    for (const job of jobs) found.set(String(job.id).toLowerCase(), job);
  } else {
    for (const id of ids) {
      try {
        const record = kind === 'job' ? await api.getJob(id) : await api.getInternship(id);
        found.set(id, record);
      } catch (e) {
        if (!(e instanceof ApiError && e.kind === 'not-found')) throw e;
      }
    }
  }
  s.isSandbox();
  const missing = ids.filter((id) => !found.has(id));
  for (const id of missing) s.msg.warn(`${NOUNS[kind].one} ${id} not found`);
  if (found.size === 0) {
    throw new CliError(ids.length === 1 ? `no ${NOUNS[kind].one} with id ${ids[0]}` : `none of the ${ids.length} ids was found`, ExitCode.notFound);
  }
  const records = ids.filter((id) => found.has(id)).map((id) => found.get(id) as ApiRecord);
  await emitRecords(s, kind, records, rawIds.length === 1, NOUNS[kind].many);
  return ExitCode.ok;
}
