import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import webpush from 'web-push';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localMailServer } from '../test/mail-server.ts';
import { adminQuery } from '../server/db/admin-query.ts';
import { onPostgres } from '../test/database.ts';

// npm run doctor: the production checks, the database and the SMTP server of a configuration,
// without starting a server; every problem at once, and exit 1 while any is left.

const run = promisify(execFile);
/** Node, tsx's transform and, on PGlite, the database's start: up to a minute on a busy machine. */
const SLOW = { timeout: 120_000 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-doctor-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function doctor(env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/doctor.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      timeout: 90_000,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

const vapid = webpush.generateVAPIDKeys();
const READY = {
  BASE_URL: 'https://wildline.example.org',
  TRUST_PROXY: 'true',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

describe('npm run doctor', () => {
  it('lists everything production lacks at once, with what to do, and a mail server that refuses', SLOW, async () => {
    const smtp = await localMailServer('down');
    try {
      const { code, stdout } = await doctor({ BASE_URL: 'http://wildline.example.org', SMTP_URL: smtp.url });
      expect(code).toBe(1);
      expect(stdout).toContain('FIX  BASE_URL is http://wildline.example.org, not https');
      expect(stdout).toContain('FIX  TRUST_PROXY is not true');
      expect(stdout).toContain('FIX  SESSION_SECRET is not set: set 32 or more random characters');
      expect(stdout).toContain('FIX  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY are not set: run `npx web-push generate-vapid-keys`');
      expect(stdout).toMatch(/FIX {2}mail server at 127\.0\.0\.1:\d+ does not take mail \(.*421/);
      expect(stdout).toContain(`ok   database: none yet in ${path.join(dataDir, 'pglite')}: the first start creates it`);
      expect(stdout).toContain('5 to fix.');
    } finally {
      await smtp.close();
    }
  });

  it('passes a configuration ready for production, with MAIL=log said on purpose', SLOW, async () => {
    const { code, stdout } = await doctor({ ...READY, MAIL: 'log' });
    expect(stdout).toContain('ok   SMTP_URL or MAIL=log: MAIL=log: mail is only written to the log, on purpose');
    expect(stdout).toContain('ok   earthdistance: part of the embedded database');
    expect(stdout).toContain('Nothing to fix.');
    expect(code).toBe(0);
  });

  it.skipIf(!onPostgres())('finds earthdistance and every migration applied on a migrated PostgreSQL database', SLOW, async () => {
    const template = new URL(inject('postgresTemplateUrl'));
    const name = `${template.pathname.slice(1)}_doctor_${randomBytes(4).toString('hex')}`;
    await adminQuery(template, `CREATE DATABASE "${name}" TEMPLATE "${template.pathname.slice(1)}"`);
    try {
      const url = new URL(template);
      url.pathname = `/${name}`;
      const { code, stdout } = await doctor({ ...READY, MAIL: 'log', DATABASE_URL: url.toString() });
      expect(stdout).toContain(`ok   earthdistance: installed in ${name}`);
      expect(stdout).toContain('every migration is applied');
      expect(code).toBe(0);
    } finally {
      await adminQuery(template, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
