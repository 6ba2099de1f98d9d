import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { describeE2E } from './browser.ts';
import { SERVER_ENTRY, startServer } from './server.ts';
import { SAMPLE_LISTINGS_SHOWN } from '../server/start.ts';

// The production process itself: configuration errors, side-by-side servers, first-start seed,
// graceful shutdown.

describeE2E('the server process', () => {
  it('refuses to start with a bad variable, naming it', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: 'eighty', DATA_DIR: '/tmp/wildline-unused' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT');
  });

  it('refuses to start in production with the test-only sign-in settings, naming them (docs/decisions/063)', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/tmp/wildline-unused', TEST_SIGN_IN_LIMITS: 'fast', TEST_PASSWORD_HASH: 'cheap' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Invalid configuration:\n  TEST_SIGN_IN_LIMITS, TEST_PASSWORD_HASH: test-only settings that weaken sign-in, never in production; unset them',
    );
  });

  it('refuses to start in production until what a public deployment needs is set, naming all of it at once, and opens no database', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-refused-'));
    try {
      const result = spawnSync(process.execPath, [SERVER_ENTRY], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', BASE_URL: 'http://wildline.example.org', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Wildline will not start in production until these are put right:');
      for (const missing of [
        'BASE_URL is http://wildline.example.org, not https',
        'TRUST_PROXY is not true',
        'SESSION_SECRET is not set',
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY are not set',
        'SMTP_URL or MAIL=log is not set',
      ])
        expect(result.stderr).toContain(`FIX  ${missing}`);
      expect(result.stderr).toContain('Run `npm run doctor`');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('two servers with their own PORT and DATA_DIR run side by side, each seeded on first start', async () => {
    // b and c have no NODE_ENV: the built server then runs as production, here trials on this
    // machine (PRODUCTION_CHECKS=warn: they say what a public deployment would still need, and
    // start); c on the embedded database as it comes.
    const trial = { NODE_ENV: '', PRODUCTION_CHECKS: 'warn' };
    const [a, b, c] = await Promise.all([startServer(), startServer({ SAMPLE_DATA: 'false', ...trial }), startServer(trial)]);
    try {
      // A production start that shows the sample listings says so; one without them does not.
      const warned = (logs: string[]) => logs.some((line) => line.includes('"level":40') && line.includes(SAMPLE_LISTINGS_SHOWN));
      expect([warned(a.logs), warned(b.logs), warned(c.logs)]).toEqual([false, false, true]);
      expect(a.port).not.toBe(b.port);
      expect(a.dataDir).not.toBe(b.dataDir);
      for (const server of [a, b]) {
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        const { animalTypes } = (await (await fetch(`${server.url}/api/v1/animal-types`)).json()) as { animalTypes: unknown[] };
        expect(animalTypes.length).toBeGreaterThanOrEqual(40);
      }
      expect(a.logs.some((line) => line.includes('"msg":"seeded a new database"') && line.includes('"sampleData":true'))).toBe(true);
      expect(b.logs.some((line) => line.includes('"msg":"seeded a new database"') && line.includes('"sampleData":false'))).toBe(true);
      expect(b.logs).toContain('Not ready for the public (PRODUCTION_CHECKS=warn: starting all the same):');
      expect(a.logs.some((line) => line.includes('Not ready for the public'))).toBe(false);
      // The development mailbox and sample accounts exist outside production only.
      expect((await fetch(`${a.url}/dev/mailbox`)).status).toBe(200);
      expect((await fetch(`${b.url}/dev/mailbox`)).status).toBe(404);
      const signIn = (url: string) =>
        fetch(`${url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url },
          body: JSON.stringify({ email: 'admin@wildline.test', password: 'wildline-dev' }),
        });
      expect((await signIn(a.url)).status).toBe(200);
      expect((await signIn(b.url)).status).toBe(401);
    } finally {
      await Promise.all([a.stop(), b.stop(), c.stop()]);
    }
  });

  it('refuses a form post from another site (CSRF), setting no cookie', async () => {
    const res = await fetch(`${inject('baseUrl')}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'email=admin%40wildline.test&password=wildline-dev',
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('on SIGTERM finishes the requests in flight, closes the database, exits cleanly, and restarts on its data without seeding again', async () => {
    const first = await startServer();
    // Requests whose responses have started (headers received, body possibly still streaming).
    const started = await Promise.all(Array.from({ length: 5 }, () => fetch(`${first.url}/help-guide`)));
    first.process.kill('SIGTERM');
    for (const response of started) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('</html>');
    }
    expect(await first.exited).toBe(0);
    expect(first.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();

    const second = await startServer({}, { keepDataDir: first.dataDir });
    try {
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect(second.logs.some((line) => line.includes('seeded a new database'))).toBe(false);
    } finally {
      await second.stop();
      await first.stop(); // removes the data directory
    }
  });

  it('on SIGTERM ends the open event streams instead of waiting for them', async () => {
    const server = await startServer();
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: 'user@wildline.test', password: 'wildline-dev' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const events = await fetch(`${server.url}/api/v1/events`, { headers: { Cookie: cookie } });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = events.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
    server.process.kill('SIGTERM');
    for (;;) if ((await reader.read()).done) break; // the stream ends
    expect(await server.stop()).toBe(0); // 1 if the shutdown had to be forced
    expect(server.logs.some((line) => line.includes('shutdown timed out'))).toBe(false);
  });
});
