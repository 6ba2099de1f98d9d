import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createProviderAccount, createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';
import { helperOffers, helpRequestSubmissions, providerFeedback, providerResponses } from '../../db/schema.ts';

// Every time shown about a request is in the request's state time zone, with its abbreviation
// (DESIGN.md "Data"), so a card never mixes Eastern with the request's own time and a
// list never looks mis-sorted. A Honolulu request, 5 hours behind Eastern in November.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const at = (iso: string) => new Date(iso);

async function honoluluRequestAcceptedAndOffered() {
  const requester = await createUser(database.db, { fullName: 'Kai Requester' });
  const helper = await createUser(database.db, { role: 'helper', fullName: 'Lani Helper' });
  const provider = await createProviderAccount(database.db, { name: 'Oahu Wildlife Rescue', city: 'Honolulu', state: 'HI', lat: 21.31, lng: -157.86 });
  const [request] = await database.db
    .insert(helpRequestSubmissions)
    .values({
      userId: requester.id,
      city: 'Honolulu',
      state: 'HI',
      zip: '96813',
      type: 'emergency',
      animalType: 'Seabird / Gull',
      situationDetails: 'A shearwater fell on the lanai.',
      status: 'resolved',
      lat: 21.31,
      lng: -157.86,
      createdAt: at('2026-11-25T07:15:00Z'),
    })
    .returning({ id: helpRequestSubmissions.id });
  const requestId = request!.id;
  await database.db.insert(providerResponses).values({
    requestId,
    providerId: provider.listing.id,
    status: 'accepted',
    providerContactedAt: at('2026-11-25T08:00:00Z'),
    createdAt: at('2026-11-25T08:00:00Z'),
  });
  await database.db
    .insert(helperOffers)
    .values({ requestId, helperId: helper.id, kind: 'transport', message: 'I can drive it to the rescue.', createdAt: at('2026-11-25T07:45:00Z') });
  await database.db.insert(providerFeedback).values({
    requestId,
    providerId: provider.listing.id,
    userId: requester.id,
    rating: 5,
    comment: 'Came within the hour.',
    createdAt: at('2026-11-26T06:00:00Z'),
  });
  const { app, auth } = createTestApp(database.db, { build });
  const read = async (path: string, userId: string) =>
    pageText(await (await app.request(path, { headers: { Cookie: await sessionCookieFor(auth, userId) } })).text());
  return { requestId, requester, provider, read };
}

describe('times on a request', () => {
  it('the requester’s dashboard: the request, the provider’s answer and a helper’s offer, all in Hawaii time', async () => {
    const { requester, read } = await honoluluRequestAcceptedAndOffered();
    const dashboard = await read('/dashboard', requester.id);
    expect(dashboard).toContain('Nov 24, 2026, 9:15 PM HST');
    expect(dashboard).toContain('Oahu Wildlife Rescue: accepted (Nov 24, 2026, 10:00 PM HST)');
    expect(dashboard).toContain('from Lani Helper (Nov 24, 2026, 9:45 PM HST)');
    expect(dashboard).not.toMatch(/E[SD]T/);
  });

  it('the provider’s dashboard and help-request page: the request, the offer and the rating’s comment in Hawaii time', async () => {
    const { requestId, provider, read } = await honoluluRequestAcceptedAndOffered();
    const dashboard = await read('/provider-dashboard', provider.user.id);
    expect(dashboard).toContain('Submitted Nov 24, 2026, 9:15 PM HST');
    expect(dashboard).toContain('5 out of 5 · Seabird / Gull in Honolulu · Nov 25, 2026, 8:00 PM HST');
    expect(dashboard).not.toMatch(/E[SD]T/);
    const page = await read(`/help-request/${requestId}`, provider.user.id);
    expect(page).toContain('Submitted Nov 24, 2026, 9:15 PM HST');
    expect(page).toContain('from Lani Helper (Nov 24, 2026, 9:45 PM HST)');
    expect(page).not.toMatch(/E[SD]T/);
  });
});
