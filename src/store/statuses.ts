/** Application statuses, in the order an application moves through them. Pure data. */
export const STATUSES = ['interested', 'applied', 'test', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
export type Status = (typeof STATUSES)[number];
