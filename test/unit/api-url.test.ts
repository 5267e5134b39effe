/** The API's identity and its credentials: parsed as requests parse URLs, never by a pattern. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiIdentity, displayUrl, parseApiAddress } from '../../src/contract/api-url.js';
import { maskSecrets } from '../../src/cli/messages.js';

/** User names and passwords as people and password managers make them: `@`, `:`, `/`, `%`, tabs, non-ASCII. */
const credential = fc.string({ unit: fc.constantFrom(...[...'aZ9.-_~!$&\'()*+,;=:@/?#[]%\t \\^`{|}"<>éü€😀']), minLength: 1, maxLength: 24 });

describe('API identity', () => {
  it('is scheme, lower-cased host, explicit port and path, never user info', () => {
    const same = ['http://api.example.com', 'http://API.Example.com/', 'http://api.example.com:80', 'HTTP://u:p@api.example.com//'];
    expect(new Set(same.map((u) => parseApiAddress(u).identity))).toEqual(new Set(['http://api.example.com:80']));
    expect(parseApiAddress('https://api.example.com/v1/').identity).toBe('https://api.example.com:443/v1');
    expect(parseApiAddress('http://[::1]:8080').identity).toBe('http://[::1]:8080');
    expect(apiIdentity(new URL('http://api.example.com:8080/x?y#z'))).toBe('http://api.example.com:8080/x');
  });

  it('for any user name and password: identity and shown URL are those of the URL without them, and the request authenticates with exactly them', () => {
    fc.assert(
      fc.property(credential, credential, fc.boolean(), (user, password, encode) => {
        const enc = (s: string): string => (encode ? encodeURIComponent(s) : s);
        const raw = `http://${enc(user)}:${enc(password)}@127.0.0.1:8080/api/`;
        let parsed: URL;
        try {
          parsed = new URL(raw);
        } catch {
          return; // Not a URL Node would request either: refused where the URL is checked.
        }
        const address = parseApiAddress(raw);
        // What the URL means without its user info (an unencoded `/` can make it another host: so be it).
        const bare = new URL(parsed.href);
        bare.username = '';
        bare.password = '';
        expect(address.identity).toBe(`http://${bare.hostname}:${bare.port || '80'}${bare.pathname.replace(/\/+$/, '')}`);
        expect(address.url).toBe(bare.href.replace(/\/+$/, ''));
        expect(new URL(address.url).username + new URL(address.url).password).toBe('');
        expect(displayUrl(raw)).toBe(address.url);
        if (parsed.username || parsed.password) {
          const sent = Buffer.from((address.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
          const decode = (s: string): string => {
            try {
              return decodeURIComponent(s);
            } catch {
              return s;
            }
          };
          expect(sent).toBe(`${decode(parsed.username)}:${decode(parsed.password)}`);
          // Whatever still quotes the URL as typed is masked.
          const message = maskSecrets(`cannot reach ${raw}`, address.secrets);
          for (const s of [parsed.password, decode(parsed.password)].filter((p) => p.length >= 3)) expect(message).not.toContain(s);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('an e-mail style user name and a password with a tab (the cases a pattern got wrong)', () => {
    const a = parseApiAddress('http://alice@example.com:S3CRETPW@host.example:8080');
    expect([a.url, a.identity]).toEqual(['http://host.example:8080', 'http://host.example:8080']);
    expect(Buffer.from(a.authorization!.slice(6), 'base64').toString()).toBe('alice@example.com:S3CRETPW');
    const b = parseApiAddress('http://bob:pa\tss@host.example');
    expect([b.url, b.identity]).toEqual(['http://host.example', 'http://host.example:80']);
    expect(maskSecrets('http://bob:pa\tss@host.example', b.secrets)).not.toMatch(/pa\tss|pass/);
  });
});

describe('messages that quote URLs as typed', () => {
  it('lose the user info of every URL in them; only a password (or a lone user name) is a secret', async () => {
    const { withoutUserInfo } = await import('../../src/contract/api-url.js');
    const { commanderErrorLine } = await import('../../src/cli/program.js');
    expect(withoutUserInfo("unknown option '--api-urll=http://user:s3cr@t@host.example/x' and https://tok@h")).toBe(
      "unknown option '--api-urll=http://host.example/x' and https://h",
    );
    expect(commanderErrorLine("error: unknown option '--api-urll=http://user:secret123@host.example'\n", 'fresher jobs list')).not.toContain('secret123');
    // A user called "api" beside a password is not masked in "--api-url"; the password is.
    const a = parseApiAddress('http://api:pw12345@host.example');
    expect(maskSecrets('--api-url http://api:pw12345@host.example failed', a.secrets)).toBe('--api-url http://***@host.example failed');
    // A user name alone is a token.
    expect(maskSecrets('token ghp_abc123 leaked', parseApiAddress('https://ghp_abc123@host.example').secrets)).toBe('token *** leaked');
  });
});

describe('config set timeout', () => {
  it('refuses 0, which would fail every request after', async () => {
    const { CONFIG_KEYS } = await import('../../src/store/config-keys.js');
    expect(() => CONFIG_KEYS.timeout.parse('0')).toThrow(/above 0 and at most 3600s/);
    expect(CONFIG_KEYS.timeout.parse('0.5')).toBe(0.5);
    expect(CONFIG_KEYS['max-wait'].parse('0')).toBe(0);
  });
});
