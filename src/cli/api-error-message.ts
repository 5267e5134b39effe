/** How an API failure is said to the person: the client's message, with what they can change here. */
import type { ApiError } from '../api/errors.js';

/** The client's message, with what the user can change on this side. */
export function apiErrorMessage(e: ApiError): string {
  if (e.kind === 'timeout') return `${e.message} (raise --timeout?)`;
  if (e.kind === 'redirect') {
    const flag = e.redirect?.base === 'site' ? '--site-url' : '--api-url';
    return `${e.message} (fresher does not follow redirects; set ${flag} to the new address if it moved)`;
  }
  if (e.kind === 'not-api') return `${e.message}; check --api-url (or FRESHER_API_URL, or 'fresher config get api-url')`;
  if (e.kind === 'rate-limit' && e.rateLimit) {
    const f = e.rateLimit;
    const spent = f.waitedSeconds > 0 ? ` after ${f.waitedSeconds}s of waiting already` : '';
    switch (f.why) {
      case 'no-retry-after':
        return 'rate limited: the API answered 429 without a usable Retry-After; try again later';
      case 'too-many':
        return `rate limited: the API still answered 429 after ${f.waits} waits (${f.waitedSeconds}s in all); try again later`;
      case 'pacing':
        return `the API's rate limit resets in ${f.askedSeconds}s (RateLimit-Reset)${spent}, more than --max-wait ${f.maxWaitSeconds}s allows in all; try again later or raise --max-wait`;
      case 'over-budget':
        return `rate limited: the API asked to wait ${f.askedSeconds}s (Retry-After)${spent}, more than --max-wait ${f.maxWaitSeconds}s${spent ? ' allows in all' : ''}; try again later or raise --max-wait`;
    }
  }
  return e.message;
}
