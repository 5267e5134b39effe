/** The real API is https: the direct transport over TLS, with a certificate the test makes and trusts. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A key and a certificate for localhost only, valid 2020-01-01 to 2020-01-02 (`openssl ca` can backdate; `req -x509` cannot). */
function expiredCertificate(dir: string): { key: string; cert: string } {
  const key = join(dir, 'expired-key.pem');
  const csr = join(dir, 'expired.csr');
  const cert = join(dir, 'expired-cert.pem');
  execFileSync(
    'openssl',
    ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', csr, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
    { stdio: 'ignore' },
  );
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), '01\n');
  const config = join(dir, 'ca.cnf');
  writeFileSync(
    config,
    `[ca]\ndefault_ca = d\n[d]\ndatabase = ${join(dir, 'index.txt')}\nnew_certs_dir = ${dir}\nserial = ${join(dir, 'serial')}\ndefault_md = sha256\npolicy = p\ncopy_extensions = copy\n[p]\ncommonName = supplied\n`,
  );
  execFileSync(
    'openssl',
    [
      'ca',
      '-batch',
      '-config',
      config,
      '-selfsign',
      '-keyfile',
      key,
      '-in',
      csr,
      '-out',
      cert,
      '-startdate',
      '20200101000000Z',
      '-enddate',
      '20200102000000Z',
      '-notext',
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** An https API on 127.0.0.1 with this key and certificate; closed by the returned function. */
async function tlsApi(key: string, cert: string): Promise<{ port: number; close: () => void }> {
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end('{"status":"ok"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

describe.skipIf(!hasOpenssl)('https', () => {
  it('talks to an https API, and refuses one whose certificate is not trusted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-tls-'));
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(
        req.url === '/api/health'
          ? '{"status":"ok","message":"over TLS"}'
          : '{"jobs":[{"id":"66666666-6666-4666-8666-666666666666","company":"C","title":"T"}]}',
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `https://localhost:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await runCli(['health', '--api-url', url, '--json'], { env: { NODE_EXTRA_CA_CERTS: cert } });
      expect([ok.code, JSON.parse(ok.stdout)]).toEqual([0, { status: 'ok', message: 'over TLS' }]);
      const jobs = await runCli(['jobs', 'list', '--api-url', url, '--csv', '--no-validate'], { env: { NODE_EXTRA_CA_CERTS: cert } });
      expect(jobs.stdout).toContain('66666666-6666-4666-8666-666666666666,T,C');
      const untrusted = await runCli(['health', '--api-url', url]);
      expect(untrusted.code).toBe(1);
      expect(untrusted.stderr).toMatch(
        /^fresher: error: cannot reach https:\/\/localhost:\d+: its TLS certificate is not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\); NODE_EXTRA_CA_CERTS can add a CA file\n$/,
      );
      expect(untrusted.stderr.trim().split('\n')).toHaveLength(1);
      // The same words when the failing request is the one a listing sends while fresher loads.
      const early = await runCli(['jobs', 'list', '--api-url', url, '--csv', '--no-validate']);
      expect([early.code, early.stdout]).toEqual([1, '']);
      expect(early.stderr).toMatch(/^fresher: error: cannot reach https:\/\/localhost:\d+: its TLS certificate is not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\)/);
    } finally {
      server.close();
      server.closeAllConnections();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('says which is wrong with a certificate: another host name (naming its names) or expired', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-tls-'));
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    const trusted = await tlsApi(key, cert);
    const expired = expiredCertificate(dir);
    const old = await tlsApi(expired.key, expired.cert);
    try {
      // Trusted, but for localhost: asked for by address, the name does not match.
      const byAddress = await runCli(['health', '--api-url', `https://127.0.0.1:${trusted.port}`], { env: { NODE_EXTRA_CA_CERTS: cert } });
      expect([byAddress.code, byAddress.stdout]).toEqual([1, '']);
      expect(byAddress.stderr).toBe(
        `fresher: error: cannot reach https://127.0.0.1:${trusted.port}: its TLS certificate is for another host name (it names localhost, not 127.0.0.1)\n`,
      );
      const outdated = await runCli(['health', '--api-url', `https://localhost:${old.port}`], { env: { NODE_EXTRA_CA_CERTS: expired.cert } });
      expect([outdated.code, outdated.stdout]).toEqual([1, '']);
      expect(outdated.stderr).toBe(`fresher: error: cannot reach https://localhost:${old.port}: its TLS certificate has expired (CERT_HAS_EXPIRED)\n`);
    } finally {
      trusted.close();
      old.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
