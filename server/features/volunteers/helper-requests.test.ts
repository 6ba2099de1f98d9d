import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { auditLog, helperOffers, helpRequestSubmissions } from '../../db/schema.ts';
import { getHelpRequestForProvider, respondToHelpRequest } from '../providers/provider-requests.ts';
import { listOwnHelpRequests } from '../help-requests/get-help-request.ts';
import { cancelOwnHelpRequest } from '../help-requests/manage-own-request.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { ALREADY_OFFERED, listRequestsForHelper, offerHelp, REQUEST_NOT_OPEN, setHelperState } from './helper-requests.ts';

// The helper dashboard (docs/decisions/004): open emergencies in the helper's state without who
// asked, an offer of help once per request, seen by the owner and by the provider who accepted.
const database = useTestDatabase();

type SignedIn = Extract<Actor, { kind: 'user' }>;

async function someone(role: 'user' | 'helper' | 'admin' | 'provider' = 'user'): Promise<SignedIn> {
  return actorFor(await createUser(database.db, { role, fullName: `Pat ${role}` })) as SignedIn;
}

async function helperIn(state: string) {
  const helper = await someone('helper');
  await setHelperState(database.db, helper, { state });
  return helper;
}

async function request(values: Partial<typeof BOULDER_REQUEST> = {}) {
  const requester = await someone();
  const { id } = await submitHelpRequest(database.db, requester, { ...BOULDER_REQUEST, ...values }, crypto.randomUUID());
  return { id, requester };
}

const OFFER = { kind: 'transport', message: 'I can drive it to the rehabilitator this evening.' } as const;

describe('what a helper sees', () => {
  it('lists open emergencies in the helper state, newest first, never the requester, the address or the pledge', async () => {
    const older = await request();
    const newer = await request({ situationDetails: 'A fawn lying by the road since the morning.' });
    await request({ type: 'conflict', animalType: 'Raccoon', situationDetails: 'A raccoon in the attic every night.' });
    await request({ city: 'Austin', state: 'TX', zip: '78701', lat: 30.27, lng: -97.74 });
    const cancelled = await request();
    await cancelOwnHelpRequest(database.db, cancelled.requester, cancelled.id, 'It flew off');

    const { state, requests } = await listRequestsForHelper(database.db, await helperIn('CO'));
    expect(state).toBe('CO');
    expect(requests.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(Object.keys(requests[0]!).sort()).toEqual([
      'acceptedBy',
      'acceptedBySample',
      'animalType',
      'animalTypeEs',
      'city',
      'createdAt',
      'id',
      'ownOffer',
      'situationDetails',
      'state',
      'status',
      'type',
      'zip',
    ]);
    expect(JSON.stringify(requests)).not.toMatch(/Pearl St|Pat user|example\.org/);
  });

  it('asks for a state first, and refuses a state that is not one of the 50', async () => {
    const helper = await someone('helper');
    expect(await listRequestsForHelper(database.db, helper)).toEqual({ state: null, requests: [] });
    await expect(setHelperState(database.db, helper, { state: 'DC' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { state: ['Choose the state you help in'] },
    });
    await expect(offerHelp(database.db, helper, (await request()).id, OFFER)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('shows who accepted a request, by name only', async () => {
    const { id } = await request();
    const provider = await createProviderAccount(database.db, { name: 'Foothills Raptor Care', phone: '303-555-0123' });
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    const { requests } = await listRequestsForHelper(database.db, await helperIn('CO'));
    expect(requests).toMatchObject([{ id, status: 'assigned', acceptedBy: 'Foothills Raptor Care' }]);
    expect(JSON.stringify(requests)).not.toContain('303-555-0123');
  });

  it('is for helpers only', async () => {
    for (const role of ['user', 'provider', 'admin'] as const) {
      const actor = await someone(role);
      await expect(listRequestsForHelper(database.db, actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(setHelperState(database.db, actor, { state: 'CO' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(listRequestsForHelper(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('offering help', () => {
  it('records the offer once, audited, and shows it to the owner and to the provider who accepted', async () => {
    const { id, requester } = await request();
    const provider = await createProviderAccount(database.db);
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    const helper = await helperIn('CO');

    await offerHelp(database.db, helper, id, OFFER);
    await expect(offerHelp(database.db, helper, id, { kind: 'supplies', message: 'And a box with towels too.' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ALREADY_OFFERED,
    });

    const [own] = await listOwnHelpRequests(database.db, requester);
    expect(own!.offers).toEqual([
      { kind: 'transport', message: OFFER.message, helperName: 'Pat helper', helperEmail: helper.email, createdAt: expect.any(Date) },
    ]);
    const seenByProvider = await getHelpRequestForProvider(database.db, provider.actor, id);
    expect(seenByProvider.offers).toMatchObject([{ kind: 'transport', helperEmail: helper.email }]);
    const { requests } = await listRequestsForHelper(database.db, helper);
    expect(requests[0]!.ownOffer).toEqual({ kind: 'transport', message: OFFER.message });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'helper_offer.create'));
    expect(audits).toMatchObject([{ actorId: helper.id, entityId: id }]);
  });

  it('a provider that has not accepted sees no offers', async () => {
    const { id } = await request();
    await offerHelp(database.db, await helperIn('CO'), id, OFFER);
    const provider = await createProviderAccount(database.db);
    expect((await getHelpRequestForProvider(database.db, provider.actor, id)).offers).toEqual([]);
  });

  it('refuses bad input, other states, conflicts and closed requests, writing nothing', async () => {
    const helper = await helperIn('CO');
    const { id, requester } = await request();
    await expect(offerHelp(database.db, helper, id, { kind: 'limousine', message: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { kind: ['Choose what you can offer'], message: ['Say what you can do and when (at least 10 characters)'] },
    });
    const texas = await request({ city: 'Austin', state: 'TX', zip: '78701', lat: 30.27, lng: -97.74 });
    await expect(offerHelp(database.db, helper, texas.id, OFFER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const conflict = await request({ type: 'conflict', animalType: 'Raccoon' });
    await expect(offerHelp(database.db, helper, conflict.id, OFFER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(offerHelp(database.db, helper, 'not-an-id', OFFER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await cancelOwnHelpRequest(database.db, requester, id, 'It flew off');
    await expect(offerHelp(database.db, helper, id, OFFER)).rejects.toMatchObject({ code: 'CONFLICT', message: REQUEST_NOT_OPEN });
    expect(await database.db.select().from(helperOffers)).toEqual([]);
  });

  it('only helpers offer help', async () => {
    const { id } = await request();
    for (const role of ['user', 'provider', 'admin'] as const) {
      await expect(offerHelp(database.db, await someone(role), id, OFFER)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(offerHelp(database.db, ANONYMOUS, id, OFFER)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await database.db.select().from(helperOffers)).toEqual([]);
    const [row] = await database.db.select({ status: helpRequestSubmissions.status }).from(helpRequestSubmissions).where(eq(helpRequestSubmissions.id, id));
    expect(row!.status).toBe('submitted');
  });
});
