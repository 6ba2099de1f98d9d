import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, signedInAs, SITE_ORIGIN, wizardCookie } from '../../../test/services.ts';
import { helpRequestSubmissions, wizardDrafts } from '../../db/schema.ts';
import { createOfflineGeocoder, type Geocoder, type PlaceSuggestion } from '../../lib/geocoder.ts';
import { locateRequest, streetAddressOf } from './locate.ts';

// Where a request is placed: a street address chosen from the Places suggestions is located by
// its own coordinates, not its ZIP's centroid, which in a large ZIP
// can decide which rescuers are within reach.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** A rural street address far from its ZIP's centroid, as the Places adapter gives it. */
const FARM: PlaceSuggestion = {
  label: '4200 Lefthand Canyon Dr, Boulder, CO 80302',
  address: '4200 Lefthand Canyon Dr',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  lat: 40.1243,
  lng: -105.3517,
  placeId: 'ChIJ-lefthand-canyon',
};

/** The offline gazetteer, plus the one place Google would know by its id. */
const offline = createOfflineGeocoder();
const placesGeocoder: Geocoder = { ...offline, placeDetails: async (placeId) => (placeId === FARM.placeId ? FARM : null) };
const typed = { address: FARM.address!, city: 'Boulder', state: 'CO' as const, zip: '80302' };

describe('locating a help request', () => {
  it("a request made with a chosen street address stores that place's coordinates", async () => {
    const { app, auth } = createTestApp(database.db, { build, geocoder: placesGeocoder });
    const user = await createUser(database.db);
    const cookie = `${await sessionCookieFor(auth, user.id)}; ${wizardCookie('5d1e7a60-2b9c-4f3e-8a71-0c4d3b2e1f90')}`;
    const post = (step: number, form: Record<string, string>) => postForm(app, `/find-help?type=conflict&step=${step}`, form, { Cookie: cookie });

    expect((await post(1, { type: 'conflict' })).status).toBe(302);
    expect((await post(2, { ...typed, placeId: FARM.placeId! })).status).toBe(302);
    const [draft] = await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts);
    expect(draft?.data).toMatchObject({ location: { ...typed, lat: FARM.lat, lng: FARM.lng } });
    expect(draft?.data).not.toHaveProperty('location.placeId');

    expect((await post(3, { animalType: 'Raccoon', situationDetails: 'A raccoon is living under the porch.' })).headers.get('location')).toMatch(
      /^\/request-submitted\?id=/,
    );
    const [request] = await database.db
      .select({ lat: helpRequestSubmissions.lat, lng: helpRequestSubmissions.lng })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.userId, user.id));
    expect(request).toEqual({ lat: FARM.lat, lng: FARM.lng });
  });

  it('POST /api/v1/help-requests locates a chosen place the same way, and refuses a malformed place id', async () => {
    const { app } = createTestApp(database.db, { build, geocoder: placesGeocoder });
    const { cookie, user } = await signedInAs(app, database.db, 'user');
    const post = (placeId: unknown) =>
      app.request('/api/v1/help-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: SITE_ORIGIN },
        body: JSON.stringify({ ...typed, placeId, type: 'conflict', animalType: 'Raccoon', situationDetails: 'A raccoon is living under the porch.' }),
      });

    const refused = await post('not a place id');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { placeId: ['placeId must be a place id from /api/v1/places'] } });
    expect(await database.db.select().from(helpRequestSubmissions)).toEqual([]);

    expect((await post(FARM.placeId)).status).toBe(201);
    const [request] = await database.db
      .select({ lat: helpRequestSubmissions.lat, lng: helpRequestSubmissions.lng })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.userId, user.id));
    expect(request).toEqual({ lat: FARM.lat, lng: FARM.lng });
  });

  it('uses the ZIP centroid when the form no longer describes the chosen place, or nothing was chosen', async () => {
    const centroid = await offline.locate(typed);
    const edited = [
      { ...typed, address: '1 Pearl St' }, // another street typed after choosing
      { ...typed, zip: '80304' }, // another ZIP
    ];
    for (const place of edited) {
      const { location } = (await locateRequest(placesGeocoder, place, FARM.placeId)) as { location: { lat: number; lng: number } };
      expect(location).toMatchObject({ lat: (await offline.locate(place))?.lat, lng: (await offline.locate(place))?.lng });
    }
    expect(await locateRequest(placesGeocoder, typed, null)).toEqual({ location: { ...typed, lat: centroid?.lat, lng: centroid?.lng } });
    expect(await locateRequest(placesGeocoder, typed, 'ChIJ-unknown')).toEqual({ location: { ...typed, lat: centroid?.lat, lng: centroid?.lng } });
    // Offline there are no place ids: the ZIP centroid, as before.
    expect(await locateRequest(offline, typed, FARM.placeId)).toEqual({ location: { ...typed, lat: centroid?.lat, lng: centroid?.lng } });
  });

  it('still flags a typed ZIP that is not in the typed state, whatever place was chosen', async () => {
    expect(await locateRequest(placesGeocoder, { ...typed, state: 'WY' }, FARM.placeId)).toEqual({
      fieldErrors: { zip: ['This ZIP code is in Colorado, not Wyoming.'] },
    });
  });
});

describe('the street address', () => {
  it('is not stored when it only repeats the place: a ZIP or city suggestion chosen in the street field', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const user = await createUser(database.db);
    const cookie = `${await sessionCookieFor(auth, user.id)}; ${wizardCookie('7c2d9e41-5a3b-4c6d-8e1f-2a3b4c5d6e7f')}`;
    const post = (step: number, form: Record<string, string>) => postForm(app, `/find-help?type=conflict&step=${step}`, form, { Cookie: cookie });
    await post(1, { type: 'conflict' });
    // What the page sent before: the text typed to find the suggestion stayed in the street field.
    expect((await post(2, { address: '80302', city: 'Boulder', state: 'CO', zip: '80302' })).status).toBe(302);
    const [draft] = await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts);
    expect(draft?.data).toMatchObject({ location: { address: '', city: 'Boulder', state: 'CO', zip: '80302' } });
    await post(3, { animalType: 'Raccoon', situationDetails: 'A raccoon is living under the porch.' });
    const [request] = await database.db
      .select({ address: helpRequestSubmissions.address })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.userId, user.id));
    expect(request).toEqual({ address: null });
  });

  it('keeps anything that names a street', () => {
    const place = { city: 'Boulder', state: 'CO' as const, zip: '80302' };
    for (const repeated of ['80302', 'Boulder', 'Boulder, CO 80302', '80302, Boulder, CO 80302', 'Boulder, Colorado', 'boulder co 80302-1234', ''])
      expect(streetAddressOf({ ...place, zip: '80302-1234', address: repeated }), repeated).toBe('');
    for (const street of ['1200 Pearl St', '4200 Lefthand Canyon Dr, Boulder, CO 80302', 'Boulder Canyon Dr', 'PO Box 12'])
      expect(streetAddressOf({ ...place, address: street }), street).toBe(street);
  });
});

describe('a ZIP typed alone', () => {
  it('fills the city and state it belongs to, keeping a city typed by hand', async () => {
    const { app } = createTestApp(database.db, { build });
    const cookie = wizardCookie('1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b');
    const post = (form: Record<string, string>) => postForm(app, '/find-help?type=emergency&step=2', form, { Cookie: cookie });
    await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }, { Cookie: cookie });
    expect((await post({ address: '', city: '', state: '', zip: '80302' })).status).toBe(302);
    const location = async () =>
      (
        (await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts).where(eq(wizardDrafts.id, '1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b')))[0]
          ?.data as { location: object }
      ).location;
    expect(await location()).toMatchObject({ city: 'Boulder', state: 'CO', zip: '80302' });
    expect((await post({ city: 'Gunbarrel', state: '', zip: '80301' })).status).toBe(302);
    expect(await location()).toMatchObject({ city: 'Gunbarrel', state: 'CO', zip: '80301' });
    // An unknown ZIP fills nothing: the ZIP's own message asks for the city and state (decision 046).
    const unknown = await post({ city: '', state: '', zip: '00000' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('We don’t know the ZIP code 00000. Check it, or enter your city and state.');
  });
});
