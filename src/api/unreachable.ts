/**
 * Why a connection failed, in words: TLS certificates, proxies, refusals. Only a failed run needs
 * them, so they are a lazy part of the build (see src/build-bundles.ts), out of the bundle every run reads.
 */
import { errorCode } from './errors.js';
import type { ProxyRoute } from './proxy.js';
import { isObject } from './validate.js';

const TLS_CODE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|^ERR_(TLS|SSL)_/;
/** OpenSSL's words for a chain that ends at no trusted CA: self-signed, or signed by a CA not known here. */
const UNTRUSTED_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
]);

/** The error in the cause chain that carries `code` (a proxy may wrap the TLS error). */
function withCode(e: unknown, code: string): Record<string, unknown> | undefined {
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && isObject(cur); depth++) {
    if (cur.code === code) return cur;
    cur = cur.cause;
  }
  return undefined;
}

/** The host names and addresses a certificate is for (its subjectAltName, else its CN), at most four. */
function certificateNames(cert: unknown): string | undefined {
  if (!isObject(cert)) return undefined;
  const alt = typeof cert.subjectaltname === 'string' ? cert.subjectaltname : '';
  let names = alt
    .split(/,\s*/)
    .map((n) => n.replace(/^(DNS|IP Address):/, '').trim())
    .filter(Boolean);
  const cn = isObject(cert.subject) ? cert.subject.CN : undefined;
  if (names.length === 0 && typeof cn === 'string' && cn !== '') names = [cn];
  if (names.length === 0) return undefined;
  return names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', ');
}

/** What is wrong with the server's certificate, or with the TLS handshake, in words. */
function tlsReason(code: string, error: unknown): string {
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const e = withCode(error, code);
    const names = certificateNames(e?.cert);
    const host = typeof e?.host === 'string' ? e.host : undefined;
    const which = names ? ` (it names ${names}${host ? `, not ${host}` : ''})` : '';
    return `its TLS certificate is for another host name${which}`;
  }
  if (code === 'CERT_HAS_EXPIRED') return `its TLS certificate has expired (${code})`;
  if (code === 'CERT_NOT_YET_VALID') return `its TLS certificate is not valid yet (${code}); check this computer's clock`;
  if (code === 'CERT_REVOKED') return `its TLS certificate has been revoked (${code})`;
  if (UNTRUSTED_CODES.has(code)) return `its TLS certificate is not trusted (${code}); NODE_EXTRA_CA_CERTS can add a CA file`;
  if (/CERT/.test(code)) return `its TLS certificate was refused (${code})`;
  return `the TLS handshake failed (${code})`;
}

/** Words for why a connection failed. */
/** What the other system codes mean, in words; the code follows in parentheses, for searching. */
const CODE_WORDS: Readonly<Record<string, string>> = {
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'no route to the host',
  ENETUNREACH: 'the network is unreachable',
  EPIPE: 'the connection was closed while sending',
  ECONNABORTED: 'the connection was aborted',
  UND_ERR_SOCKET: 'the connection was closed',
  UND_ERR_CLOSED: 'the connection was closed',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
};

function networkReason(code: string | undefined, error: unknown): string {
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code && TLS_CODE.test(code)) return tlsReason(code, error);
  if (code && Object.hasOwn(CODE_WORDS, code)) return `${CODE_WORDS[code]} (${code})`;
  return code ?? 'network error';
}

/**
 * Why `origin` could not be reached, naming the proxy when the request went through one: a
 * connection that failed was the proxy's (fresher connects to nothing else then), a tunnel the proxy
 * refused was the API's, as is a certificate (the API's, seen through the tunnel).
 */
/**
 * Node's HTTP parser (llhttp) refused what came back: the server was reached, but its answer is not
 * HTTP that can be read. Its codes in words; any other HPE_ code as itself.
 */
const PARSER_WORDS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: 'its headers are too large',
  HPE_INVALID_CONSTANT: 'it is not HTTP/1.x',
  HPE_INVALID_VERSION: 'it is not HTTP/1.x',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'it gives two different lengths',
  HPE_INVALID_CONTENT_LENGTH: 'its length is not a number',
  HPE_INVALID_TRANSFER_ENCODING: 'its length or transfer encoding cannot be read',
  HPE_INVALID_CHUNK_SIZE: 'a chunk of its body has no valid size',
  HPE_INVALID_HEADER_TOKEN: 'a header has characters HTTP does not allow',
  HPE_INVALID_STATUS: 'its status is not a number',
};

export function unreachable(origin: string, route: ProxyRoute | undefined, code: string | undefined, error: unknown): string {
  if (code?.startsWith('HPE_'))
    return `${origin} answered with something that is not valid HTTP (${Object.hasOwn(PARSER_WORDS, code) ? `${PARSER_WORDS[code]}, ` : ''}${code})`;
  const reason = networkReason(code, error);
  if (route === undefined) return `cannot reach ${origin}: ${reason}`;
  const proxy = `the proxy ${route.display} (from ${route.variable})`;
  // undici wraps a failed TLS handshake with an https proxy itself: the proxy's certificate.
  const proxyTls = code === 'UND_ERR_PRX_TLS' ? errorCode(withCode(error, code)?.cause) : undefined;
  if (proxyTls) return `cannot reach ${proxy} for ${origin}: ${networkReason(proxyTls, error)}`;
  const refused = /Proxy response \((\d{3})\)/.exec(error instanceof Error ? error.message : '');
  if (refused) return `cannot reach ${origin}: ${proxy} answered ${refused[1]} when asked to connect to it`;
  if (code && TLS_CODE.test(code)) return `cannot reach ${origin} through ${proxy}: ${reason}`;
  return `cannot reach ${proxy} for ${origin}: ${reason}`;
}
