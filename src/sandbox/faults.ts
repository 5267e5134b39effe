/**
 * Injected faults for tests and demos. A rule is written `KIND[=ARG][,path=PREFIX][,nth=N][,times=K|*]`:
 * it watches requests whose path starts with PREFIX, fires from the Nth of them on, K times (default 1).
 *   500            server error with a JSON body          429=SECONDS   rate limited, Retry-After SECONDS
 *   404            dataset snapshot unavailable (path defaults to /reports/)
 *   html           an HTML error page (status ARG, default 502)   truncated   a JSON body cut in half
 *   slow=MS        delay the response by MS                reset         drop the connection
 *   sunset=DATE    add Sunset and Deprecation headers
 */
export const FAULT_KINDS = ['500', '429', '404', 'html', 'truncated', 'slow', 'reset', 'sunset'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  kind: FaultKind;
  arg?: string;
  path: string;
  nth: number;
  times: number;
}

export class FaultSpecError extends Error {}

export function parseFault(spec: string): FaultRule {
  // Options are the trailing ",key=value" parts; anything else belongs to the argument (an HTTP date has commas).
  const parts = spec.split(',');
  let cut = parts.length;
  while (cut > 1 && /^\s*(path|nth|times)=/.test(parts[cut - 1] as string)) cut--;
  const head = parts.slice(0, cut).join(',').trim();
  const rest = parts.slice(cut).map((p) => p.trim());
  const eq = head.indexOf('=');
  const kind = (eq === -1 ? head : head.slice(0, eq)) as FaultKind;
  if (!FAULT_KINDS.includes(kind)) {
    throw new FaultSpecError(`unknown fault "${head}": use one of ${FAULT_KINDS.join(', ')}`);
  }
  const rule: FaultRule = { kind, path: kind === '404' ? '/reports/' : '/', nth: 1, times: 1 };
  if (eq !== -1) rule.arg = head.slice(eq + 1);
  if (kind === '429' && !/^\d+$/.test(rule.arg ?? '') && Number.isNaN(Date.parse(rule.arg ?? ''))) {
    throw new FaultSpecError(`fault "${spec}": 429 needs Retry-After seconds or an HTTP date, e.g. 429=2`);
  }
  for (const part of rest) {
    const [key, value = ''] = part.split('=');
    if (key === 'path') rule.path = value;
    else if (key === 'nth' && /^\d+$/.test(value) && Number(value) >= 1) rule.nth = Number(value);
    else if (key === 'times' && (value === '*' || /^\d+$/.test(value))) rule.times = value === '*' ? Infinity : Number(value);
    else throw new FaultSpecError(`fault "${spec}": cannot read "${part}" (use path=/api/jobs, nth=N, times=K or times=*)`);
  }
  return rule;
}

/** Tracks how often each rule has seen and fired; returns the rules that fire for one request. */
export class FaultPlan {
  private readonly state: { rule: FaultRule; seen: number; fired: number }[];

  constructor(rules: readonly FaultRule[] = []) {
    this.state = rules.map((rule) => ({ rule, seen: 0, fired: 0 }));
  }

  match(path: string): FaultRule[] {
    const firing: FaultRule[] = [];
    for (const s of this.state) {
      if (!path.startsWith(s.rule.path)) continue;
      s.seen++;
      if (s.seen >= s.rule.nth && s.fired < s.rule.times) {
        s.fired++;
        firing.push(s.rule);
      }
    }
    return firing;
  }
}
