import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm } from '../../test/services.ts';
import { users } from '../db/schema.ts';

// /register reached from the wizard (login → "Create an Account", carrying the request type):
// the account is made to send a help request, so a phone is needed, for the provider to call.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const FORM = { firstName: 'Robin', lastName: 'Alvarez', password: 'heron-lake-31', confirmPassword: 'heron-lake-31', acceptTerms: 'on' };

function register(flow: string, fields: Record<string, string>) {
  const { app } = createTestApp(database.db, { build });
  return postForm(app, '/register', { ...FORM, ...fields, flow });
}

describe('registering on the way to sending a request', () => {
  const fromWizard = 'type=emergency&providers=2&returnUrl=%2Ffind-help%3Ftype%3Demergency%26step%3D4';

  it('asks for a phone, and the form shows the field', async () => {
    const { app } = createTestApp(database.db, { build });
    expect(await (await app.request(`/register?${fromWizard}`)).text()).toContain('name="phone"');
    const refused = await register(fromWizard, { email: 'robin@example.org' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Phone number is required');
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('keeps the phone given, and goes back to the wizard', async () => {
    const res = await register(fromWizard, { email: 'robin@example.org', phone: '303-555-0177' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/find-help?type=emergency&step=4');
    const [account] = await database.db.select({ phone: users.phone }).from(users).where(eq(users.email, 'robin@example.org'));
    expect(account!.phone).toBe('303-555-0177');
  });

  it('an ordinary sign-up needs no phone', async () => {
    const { app } = createTestApp(database.db, { build });
    expect(await (await app.request('/register')).text()).not.toContain('name="phone"');
    expect((await register('', { email: 'plain@example.org' })).status).toBe(302);
  });
});
