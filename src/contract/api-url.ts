/**
 * An API's address, split once where it enters fresher (flags, environment, config) into what may be
 * shown and stored and what may not. A URL's user info (`https://user:pass@host`) is a credential: it is
 * sent as the request's Authorization header, exactly as Node would send it, and never reaches a file, a
 * message or a cache key. Parsed with WHATWG URL (as requests are made), never by a pattern: user names
 * with `@`, passwords with `:` or a tab are parsed the same way the request would use them.
 * Pure: no I/O.
 */

/** Every piece of local state belongs to one API; this one is the sandbox fresher starts itself. */
export const BUILTIN_SANDBOX = 'builtin-sandbox';

export interface ApiAddress {
  /** The URL without user info, query or trailing slashes: what messages and requests are built from. */
  url: string;
  /** The identity that keys every saved, tracked, hidden, searched and seen entry (see apiIdentity). */
  identity: string;
  /** `Basic ...` when the URL carried user info. */
  authorization?: string;
  /** The user info as typed and as encoded, for masking anything that might still quote it. */
  secrets: string[];
  /** The key fresher 0.1 named this API's state by (only to find files it wrote; see formerKey). */
  formerKey: string;
}

/** The port a scheme means when a URL names none. */
export const DEFAULT_PORTS: Readonly<Record<string, string | undefined>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, { 'http:': '80', 'https:': '443' }),
);

/**
 * The identity of the API at `url`: scheme, lower-cased host, explicit port (the default one spelled
 * out), path without trailing slashes; never user info, query or fragment. `http://API.example.com/`,
 * `http://api.example.com:80` and `http://u:p@api.example.com` are one API; `https://` is another.
 */
export function apiIdentity(url: URL): string {
  const port = url.port || DEFAULT_PORTS[url.protocol] || '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.hostname.toLowerCase()}${port ? `:${port}` : ''}${path}`;
}

/** The URL as it may be shown: no user info, no trailing slash. */
function publicUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href.replace(/\/+$/, '');
}

/** Splits an http(s) URL already checked by the config rules; throws on anything else. */
export function parseApiAddress(raw: string): ApiAddress {
  const url = new URL(raw);
  const address: ApiAddress = { url: publicUrl(url), identity: apiIdentity(url), secrets: [], formerKey: formerKey(raw) };
  if (url.username !== '' || url.password !== '') {
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    address.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    // The password is the secret; a user name alone may be a token (https://TOKEN@host). A user name
    // beside a password is not masked on its own: a user called "api" must not turn --api-url into --***-url.
    const secret = url.password !== '' ? [url.password, password] : [url.username, user];
    address.secrets = [...new Set([...secret, ...userInfoAsTyped(raw)])].filter((s) => s.length >= 3);
  }
  return address;
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * The user info as it stands in what was typed, found as WHATWG's parser finds it for http(s): after
 * the scheme and any run of slashes or backslashes, up to the authority's last `@`; with and without
 * the tabs and newlines the parser drops.
 */
function userInfoAsTyped(raw: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: leading C0 and space are what WHATWG URL parsing strips
  const m = /^[\u0000-\u0020]*[a-z][a-z0-9+.\-\t\n\r]*:[\t\n\r/\\]*([^/?#\\]*)/i.exec(raw);
  const authority = m?.[1] ?? '';
  const at = authority.lastIndexOf('@');
  if (at < 0) return [];
  const typed = authority.slice(0, at);
  return [typed, typed.replace(/[\t\n\r]/g, '')];
}

/**
 * How fresher 0.1 named an API in file names (the URL as configured, its password cut by a pattern):
 * computed only to find the `--new` memory it left, never to hide a credential.
 */
function formerKey(raw: string): string {
  return raw.replace(/\/+$/, '').replace(/(\/\/[^/\s:@]*):[^@/\s]*@/g, '$1@');
}

/**
 * The identity a state file recorded before identities existed (a URL as configured, possibly with
 * user info, or the built-in sandbox's name), as this version computes it; undefined when it is not
 * an API at all.
 */
export function identityOfStored(value: string): string | undefined {
  if (value === BUILTIN_SANDBOX) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? apiIdentity(url) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Text that may quote URLs as typed (an error from commander naming a mistyped option's value), with
 * the user info of every URL-shaped part removed: up to the authority's last `@`, as URLs are parsed.
 * For messages only; URLs that are kept are parsed (publicUrl).
 */
export function withoutUserInfo(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#]*@/gi, '$1');
}

/** A URL fit for a message: parsed and stripped of user info; anything unparseable is not quoted. */
export function displayUrl(raw: string): string {
  try {
    return publicUrl(new URL(raw));
  } catch {
    return raw.includes('@') ? '(a URL with user info, not shown)' : raw;
  }
}
