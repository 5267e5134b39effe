/** HTTP(S)_PROXY and NO_PROXY, read as curl reads them: one pure decision for the transport and messages. */
import { describe, expect, it } from 'vitest';
import { noProxyMatches, proxyFor } from '../../src/api/proxy.js';

const matches = (url: string, noProxy: string): boolean => noProxyMatches(new URL(url), noProxy);

describe('noProxyMatches', () => {
  it('nothing, and * for everything', () => {
    expect(matches('http://api.example.com', '')).toBe(false);
    expect(matches('http://api.example.com', '*')).toBe(true);
    expect(matches('http://[::1]:8080', ' * ')).toBe(true);
    expect(matches('http://api.example.com', 'other.example, *')).toBe(true);
  });

  it('host names: equal or a subdomain, leading dot or *. ignored, case-insensitive', () => {
    expect(matches('http://example.com', 'example.com')).toBe(true);
    expect(matches('http://api.example.com', 'example.com')).toBe(true);
    expect(matches('http://api.example.com', '.example.com')).toBe(true);
    expect(matches('http://api.example.com', '*.example.com')).toBe(true);
    expect(matches('http://example.com', '.example.com')).toBe(true);
    expect(matches('http://API.Example.COM', 'EXAMPLE.com')).toBe(true);
    expect(matches('http://nonexample.com', 'example.com')).toBe(false);
    expect(matches('http://example.com.evil', 'example.com')).toBe(false);
    expect(matches('http://example.com.', 'example.com')).toBe(true);
    expect(matches('http://example.com', 'example.com.')).toBe(true);
    expect(matches('http://localhost:3000', 'localhost')).toBe(true);
  });

  it('lists separated by commas or white space', () => {
    expect(matches('http://b.example', 'a.example,b.example')).toBe(true);
    expect(matches('http://b.example', 'a.example b.example')).toBe(true);
    expect(matches('http://b.example', ' a.example ,\tb.example ,, ')).toBe(true);
    expect(matches('http://c.example', 'a.example,b.example')).toBe(false);
  });

  it('an entry with a port matches only that port (the default when the URL names none)', () => {
    expect(matches('http://example.com:8080', 'example.com:8080')).toBe(true);
    expect(matches('http://example.com:8081', 'example.com:8080')).toBe(false);
    expect(matches('http://example.com', 'example.com:80')).toBe(true);
    expect(matches('https://example.com', 'example.com:443')).toBe(true);
    expect(matches('https://example.com', 'example.com:80')).toBe(false);
    expect(matches('http://127.0.0.1:9000', '127.0.0.1:9000')).toBe(true);
    expect(matches('http://127.0.0.1:9001', '127.0.0.1:9000')).toBe(false);
  });

  it('IPv4: equal addresses or a CIDR range, never a name suffix', () => {
    expect(matches('http://127.0.0.1:9000', '127.0.0.1')).toBe(true);
    expect(matches('http://127.0.0.2', '127.0.0.1')).toBe(false);
    expect(matches('http://10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(matches('http://11.1.2.3', '10.0.0.0/8')).toBe(false);
    expect(matches('http://192.168.1.7', '192.168.1.0/24')).toBe(true);
    expect(matches('http://127.0.0.1', '0.0.1')).toBe(false);
    expect(matches('http://127.0.0.1', '10.0.0.0/99')).toBe(false);
  });

  it('IPv6: with or without brackets, with a port only when bracketed, any spelling, CIDR', () => {
    expect(matches('http://[::1]:8080', '::1')).toBe(true);
    expect(matches('http://[::1]:8080', '[::1]')).toBe(true);
    expect(matches('http://[::1]:8080', '[::1]:8080')).toBe(true);
    expect(matches('http://[::1]:8080', '[::1]:8081')).toBe(false);
    expect(matches('http://[::1]:8080', '0:0:0:0:0:0:0:1')).toBe(true);
    expect(matches('http://[::2]:8080', '::1')).toBe(false);
    expect(matches('http://[fd00::5]', 'fd00::/8')).toBe(true);
    expect(matches('http://[fd00::5]', '[fd00::]/8')).toBe(true);
    expect(matches('http://[fe80::5]', 'fd00::/8')).toBe(false);
    expect(matches('http://127.0.0.1', '::1')).toBe(false);
    expect(matches('http://[::1]', '127.0.0.1')).toBe(false);
  });
});

describe('proxyFor', () => {
  it('picks the scheme’s variable, lower case first, with no fallback between schemes', () => {
    expect(proxyFor('http://api.example', { HTTP_PROXY: 'http://p:1' })).toEqual({ href: 'http://p:1/', display: 'http://p:1', variable: 'HTTP_PROXY' });
    expect(proxyFor('http://api.example', { HTTP_PROXY: 'http://p:1', http_proxy: 'http://q:2' })?.variable).toBe('http_proxy');
    expect(proxyFor('https://api.example', { HTTPS_PROXY: 'http://p:1' })?.variable).toBe('HTTPS_PROXY');
    expect(proxyFor('https://api.example', { HTTP_PROXY: 'http://p:1' })).toBeUndefined();
    expect(proxyFor('http://api.example', { HTTPS_PROXY: 'http://p:1' })).toBeUndefined();
    expect(proxyFor('http://api.example', { HTTP_PROXY: '  ' })).toBeUndefined();
    expect(proxyFor('http://api.example', {})).toBeUndefined();
  });

  it('is shown without user info; a value without a scheme is an http proxy', () => {
    const route = proxyFor('https://api.example/v1', { HTTPS_PROXY: 'http://me:s%40cret@proxy.example:3128' });
    expect(route).toEqual({ href: 'http://me:s%40cret@proxy.example:3128/', display: 'http://proxy.example:3128', variable: 'HTTPS_PROXY' });
    expect(proxyFor('http://api.example', { HTTP_PROXY: 'proxy.example:3128' })).toMatchObject({ display: 'http://proxy.example:3128' });
    expect(proxyFor('http://api.example', { HTTP_PROXY: 'http://[' })).toEqual({ href: undefined, variable: 'HTTP_PROXY' });
  });

  it('NO_PROXY (or no_proxy, first) exempts a host', () => {
    expect(proxyFor('http://[::1]:8080', { HTTP_PROXY: 'http://p:1', NO_PROXY: '::1' })).toBeUndefined();
    expect(proxyFor('http://api.example', { HTTP_PROXY: 'http://p:1', no_proxy: 'api.example', NO_PROXY: 'other' })).toBeUndefined();
    expect(proxyFor('http://api.example', { HTTP_PROXY: 'http://p:1', NO_PROXY: 'other' })?.variable).toBe('HTTP_PROXY');
  });
});
