/** The public hiring dataset, computed from the sandbox's own corpus the way the real snapshot is. */
import type { DatasetBucket, HiringDataset, Internship, Job } from '../contract/resources.js';
import { CITIES, ROLES } from './vocab.js';

const DAY_MS = 86_400_000;
const round1 = (x: number): number => Math.round(x * 10) / 10;

function top(counts: Map<string, number>, toBucket: (key: string, count: number) => DatasetBucket, n = 10): DatasetBucket[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([key, count]) => toBucket(key, count));
}

function bump(map: Map<string, number>, key: string | null | undefined): void {
  if (key) map.set(key, (map.get(key) ?? 0) + 1);
}

export function buildDataset(jobs: readonly Job[], internships: readonly Internship[], anchor: Date): HiringDataset {
  const live = [...jobs, ...internships].filter((l) => l.is_active !== false);
  const liveInternships = internships.filter((l) => l.is_active !== false).length;
  const ages: number[] = [];
  let newLast7 = 0;
  let remote = 0;
  const cities = new Map<string, number>();
  const roles = new Map<string, number>();
  const companies = new Map<string, number>();
  for (const l of live) {
    const posted = l.posted_at ? Date.parse(l.posted_at) : NaN;
    if (!Number.isNaN(posted)) {
      const age = (anchor.getTime() - posted) / DAY_MS;
      ages.push(age);
      if (age <= 7) newLast7++;
    }
    if (l.work_type === 'Remote') remote++;
    bump(cities, l.location?.replace(/, India$/, ''));
    bump(roles, l.role_type);
    bump(companies, l.company);
  }
  ages.sort((a, b) => a - b);
  const mid = Math.floor(ages.length / 2);
  const median = ages.length === 0 ? 0 : ages.length % 2 ? (ages[mid] as number) : ((ages[mid - 1] as number) + (ages[mid] as number)) / 2;
  const pct = (n: number): number => (live.length === 0 ? 0 : round1((n / live.length) * 100));
  const citySlug = (name: string): string => CITIES.find((c) => c.name === name)?.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const roleSlug = (name: string): string => ROLES.find((r) => r.name === name)?.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    // Rebuilt daily, from the corpus as of the day's start (its anchor): the same all day.
    updatedAt: anchor.toISOString(),
    totals: {
      liveListings: live.length,
      newLast7Days: newLast7,
      internshipSharePct: pct(liveInternships),
      remoteSharePct: pct(remote),
      medianPostingAgeDays: round1(median),
    },
    topCities: top(cities, (name, count) => ({ city: citySlug(name), label: name, count })),
    topRoles: top(roles, (name, count) => ({ role: roleSlug(name), label: name, count })),
    topCompanies: top(companies, (name, count) => ({ company: name, label: name, count })),
  };
}
