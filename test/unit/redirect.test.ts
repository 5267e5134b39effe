/** A 3xx is never followed; the message says where it pointed, fit to show, and which flag to change. */
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../src/api/client.js';
import { ApiError } from '../../src/api/errors.js';
import { apiErrorMessage } from '../../src/cli/api-error-message.js';

describe('redirectTarget', () => {
  const from = 'https://api.example/api/jobs?limit=5';
  it('resolves against the request, without user info, query or fragment', () => {
    expect(redirectTarget('https://u:p@other.example:8443/api/jobs?sso=1#x', from)).toBe('https://other.example:8443/api/jobs');
    expect(redirectTarget('/v2/api/jobs', from)).toBe('https://api.example/v2/api/jobs');
    expect(redirectTarget('v2', from)).toBe('https://api.example/api/v2');
    expect(redirectTarget('//cdn.example/x', from)).toBe('https://cdn.example/x');
  });
  it('says nothing of an absent, unusable or non-web Location', () => {
    expect(redirectTarget(undefined, from)).toBeUndefined();
    expect(redirectTarget('  ', from)).toBeUndefined();
    expect(redirectTarget('http://[', from)).toBeUndefined();
    expect(redirectTarget('javascript:alert(1)', from)).toBeUndefined();
  });
  it('keeps control characters out and long targets short', () => {
    expect(redirectTarget('/a\u001b[2Jb\r\nc', from)).toBe('https://api.example/a%1B[2Jbc');
    expect(redirectTarget(`/${'x'.repeat(1000)}`, from)).toHaveLength(301);
  });
});

describe('apiErrorMessage for a redirect', () => {
  it('names the flag of the origin that answered', () => {
    const api = new ApiError(
      'redirect',
      'GET https://api.example/api/jobs: the API answered 308 Permanent Redirect, a redirect to https://new.example/api/jobs',
      'https://api.example/api/jobs',
      308,
      undefined,
      undefined,
      { location: 'https://new.example/api/jobs', base: 'api' },
    );
    expect(apiErrorMessage(api)).toBe(`${api.message} (fresher does not follow redirects; set --api-url to the new address if it moved)`);
    const site = new ApiError(
      'redirect',
      'GET …: the API answered 302 Found, a redirect to https://x.example/r.json',
      'https://site.example/r.json',
      302,
      undefined,
      undefined,
      { location: 'https://x.example/r.json', base: 'site' },
    );
    expect(apiErrorMessage(site)).toMatch(/set --site-url to the new address if it moved\)$/);
  });
});
