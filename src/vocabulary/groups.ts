/** The filters a user sets: flag, the vocabulary group it draws from, and how a person calls it. */
export const FILTER_FLAGS = [
  { key: 'location', group: 'location', flag: '--location', label: 'Location' },
  { key: 'industry', group: 'industry', flag: '--industry', label: 'Industry' },
  { key: 'role', group: 'role', flag: '--role', label: 'Role' },
  { key: 'workType', group: 'work_type', flag: '--work-type', label: 'Work type' },
] as const;

export type FilterKey = (typeof FILTER_FLAGS)[number]['key'];
