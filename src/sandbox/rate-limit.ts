/** Fixed-window rate limiter per client, as the API documents it (300 requests per 60 s). */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(client: string): RateDecision {
    const now = this.now();
    const windowMs = this.windowSeconds * 1000;
    let w = this.windows.get(client);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(client, w);
    }
    w.count++;
    const resetSeconds = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    return {
      allowed: w.count <= this.limit,
      limit: this.limit,
      remaining: Math.max(0, this.limit - w.count),
      resetSeconds,
      windowSeconds: this.windowSeconds,
    };
  }
}
