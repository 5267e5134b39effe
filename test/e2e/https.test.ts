/** The real API is https: the direct transport over TLS, with a certificate the test makes and trusts. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

describe.skipIf(!hasOpenssl)('https', () => {
  it('talks to an https API, and refuses one whose certificate is not trusted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-tls-'));
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
    const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(req.url === '/api/health' ? '{"status":"ok","message":"over TLS"}' : '{"jobs":[{"id":"66666666-6666-4666-8666-666666666666","company":"C","title":"T"}]}');
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
      expect(untrusted.stderr).toMatch(/^fresher: error: cannot reach https:\/\/localhost:\d+: its TLS certificate is not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\); NODE_EXTRA_CA_CERTS can add a CA file\n$/);
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
});
