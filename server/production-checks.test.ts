import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery } from './db/admin-query.ts';
import { checkLine, earthdistanceCheck, settingsChecks } from './production-checks.ts';
import { onPostgres } from '../test/database.ts';

// What a production start checks before it opens anything (docs/decisions/055): each missing
// setting with what to do, all at once; and earthdistance, which only a superuser can create.

const READY = {
  BASE_URL: 'https://wildline.example.org',
  TRUST_PROXY: 'true',
  SESSION_SECRET: 's'.repeat(43),
  VAPID_PUBLIC_KEY: 'B'.repeat(87),
  VAPID_PRIVATE_KEY: 'k'.repeat(43),
  SMTP_URL: 'smtps://wildline:secret@smtp.example.org:465',
};

describe('the production settings', () => {
  it('names every missing one at once, with what to do', () => {
    const failed = settingsChecks({}).filter((check) => !check.ok);
    expect(failed.map((check) => check.name)).toEqual([
      'BASE_URL',
      'TRUST_PROXY',
      'SESSION_SECRET',
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY',
      'SMTP_URL or MAIL=log',
    ]);
    expect(failed.map(checkLine)[0]).toBe(
      '  FIX  BASE_URL is not set: set the https address people reach the site at, e.g. https://wildline.example.org (e-mailed links and sign-in use it; TLS ends at the proxy in front of this server)',
    );
  });

  it('passes a deployment behind an https proxy with its secrets and a mail server, or MAIL=log said on purpose', () => {
    expect(settingsChecks(READY).filter((check) => !check.ok)).toEqual([]);
    const { SMTP_URL: _smtp, ...withoutMail } = READY;
    expect(settingsChecks({ ...withoutMail, MAIL: 'log' }).filter((check) => !check.ok)).toEqual([]);
    expect(settingsChecks({ ...READY, BASE_URL: 'http://wildline.example.org' }).find((check) => !check.ok)?.detail).toMatch(
      /^is http:\/\/wildline\.example\.org, not https/,
    );
  });

  it('takes earthdistance as part of the embedded database', async () => {
    expect(await earthdistanceCheck(undefined)).toEqual({ name: 'earthdistance', ok: true, detail: 'part of the embedded database' });
  });

  it('says a database that does not answer is unreachable', async () => {
    // A port nothing listens on, on this machine.
    const check = await earthdistanceCheck('postgres://nobody@127.0.0.1:9/none');
    expect(check).toMatchObject({ name: 'DATABASE_URL', ok: false });
    expect(check.detail).toMatch(/^does not connect \(.*\): check the address, the user and the password$/);
  });
});

describe.skipIf(!onPostgres())('earthdistance on PostgreSQL', () => {
  it('is found where it is installed, and otherwise the superuser’s statement is given to run', async () => {
    const template = new URL(inject('postgresTemplateUrl'));
    expect((await earthdistanceCheck(template.toString())).ok).toBe(true);

    // A database of its own user, who is no superuser, without the extension.
    const suffix = randomBytes(4).toString('hex');
    const [role, name] = [`wl_plain_${suffix}`, `${template.pathname.slice(1)}_plain_${suffix}`];
    await adminQuery(template, `CREATE ROLE ${role} LOGIN`);
    await adminQuery(template, `CREATE DATABASE "${name}" OWNER ${role}`);
    try {
      const url = new URL(template);
      url.username = role;
      url.pathname = `/${name}`;
      const check = await earthdistanceCheck(url.toString());
      expect(check).toEqual({
        name: 'earthdistance',
        ok: false,
        detail: `is not installed in ${name}, and the server's user may not create it: as a superuser, run \`CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;\` in that database once`,
      });
    } finally {
      await adminQuery(template, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminQuery(template, `DROP ROLE IF EXISTS ${role}`);
    }
  });
});
