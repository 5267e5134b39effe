/**
 * Which proxy, if any, carries a request: HTTP(S)_PROXY and NO_PROXY read the way curl reads them.
 * Decided here once, for the transport and for messages alike. Pure: no I/O.
 */
import { DEFAULT_PORTS } from '../contract/api-url.js';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export interface ProxyRoute {
  /** The proxy's URL as given, user info included: only for connecting, never for a message. */
  href: string;
  /** The proxy as it may be shown: scheme, host and port, no user info. */
  display: string;
  /** The variable it came from, as spelled in the environment (HTTPS_PROXY, http_proxy, ...). */
  variable: string;
}

/** A proxy variable that is set but is not a URL: the request cannot be sent as configured. */
export interface BadProxy {
  href: undefined;
  variable: string;
}

/**
 * The proxy for `url` from `env`, or undefined when none applies. As curl: `https_proxy` (then
 * `HTTPS_PROXY`) for https URLs, `http_proxy` (then `HTTP_PROXY`) for http ones, no fallback from one
 * scheme to the other; a value without a scheme is an http proxy; `no_proxy` (then `NO_PROXY`) exempts
 * hosts (see noProxyMatches).
 */
export function proxyFor(url: string, env: Readonly<Record<string, string | undefined>>): ProxyRoute | BadProxy | undefined {
  const target = new URL(url);
  const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
  const variable = names.find((n) => (env[n] ?? '').trim() !== '');
  if (variable === undefined) return undefined;
  if (noProxyMatches(target, env.no_proxy ?? env.NO_PROXY ?? '')) return undefined;
  const raw = (env[variable] ?? '').trim();
  let proxy: URL;
  try {
    proxy = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    return { href: undefined, variable };
  }
  if (proxy.hostname === '') return { href: undefined, variable };
  return { href: proxy.href, display: `${proxy.protocol}//${proxy.host}`, variable };
}

/** Host and optional port of one NO_PROXY entry; `bits` for a CIDR range. */
interface NoProxyEntry {
  host: string;
  port?: string;
  bits?: number;
}

function parseEntry(raw: string): NoProxyEntry | undefined {
  let rest = raw.toLowerCase();
  let bits: number | undefined;
  const slash = /^(.*)\/(\d{1,3})$/.exec(rest);
  if (slash) {
    rest = slash[1] ?? '';
    bits = Number(slash[2]);
  }
  let port: string | undefined;
  const bracketed = /^\[([^\]]*)\](?::(\d+))?$/.exec(rest);
  if (bracketed) {
    rest = bracketed[1] ?? '';
    port = bracketed[2];
  } else if (!isIPv6(rest)) {
    // host:port; a bare IPv6 address (two colons or more) has no port.
    const withPort = /^([^:]*):(\d+)$/.exec(rest);
    if (withPort) {
      rest = withPort[1] ?? '';
      port = withPort[2];
    }
  }
  // "*.example.com", ".example.com" and "example.com." all mean example.com and its subdomains.
  const host = rest.replace(/^\*?\./, '').replace(/\.$/, '');
  if (host === '') return undefined;
  return { host, ...(port === undefined ? {} : { port }), ...(bits === undefined ? {} : { bits }) };
}

function ipMatches(host: string, family: 'ipv4' | 'ipv6', entry: NoProxyEntry): boolean {
  if (family === 'ipv4' ? !isIPv4(entry.host) : !isIPv6(entry.host)) return false;
  const max = family === 'ipv4' ? 32 : 128;
  if (entry.bits !== undefined && entry.bits > max) return false;
  const list = new BlockList();
  list.addSubnet(entry.host, entry.bits ?? max, family);
  return list.check(host, family);
}

/**
 * Whether NO_PROXY exempts `url` from the proxy, as curl decides: entries separated by commas or
 * white space; `*` matches every host; a host name matches an entry equal to it or ending in
 * `.entry` (a leading `.` or `*.` and a trailing `.` on either side are ignored), case-insensitively;
 * IP addresses match equal addresses (IPv6 with or without brackets, in any spelling) or a CIDR
 * range (`10.0.0.0/8`, `fd00::/8`); an entry with a port (`host:8080`, `[::1]:8080`) matches only
 * that port (the scheme's default when the URL names none).
 */
export function noProxyMatches(url: URL, noProxy: string): boolean {
  const entries = noProxy.split(/[\s,]+/).filter(Boolean);
  if (entries.includes('*')) return true;
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  const port = url.port || DEFAULT_PORTS[url.protocol] || '';
  const family = isIPv4(host) ? 'ipv4' : isIPv6(host) ? 'ipv6' : undefined;
  return entries.some((raw) => {
    const entry = parseEntry(raw);
    if (entry === undefined || (entry.port !== undefined && entry.port !== port)) return false;
    if (family !== undefined) return ipMatches(host, family, entry);
    return entry.bits === undefined && (host === entry.host || host.endsWith(`.${entry.host}`));
  });
}
