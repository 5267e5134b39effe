/** Sandbox defaults, apart from the server so help text can show them without loading it. */
export const SANDBOX_DEFAULTS = { seed: 42, jobs: 1500, internships: 600, events: 40, rateLimit: 300, rateWindowSeconds: 60 } as const;
