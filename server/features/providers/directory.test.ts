import { describe, expect, it } from 'vitest';
import { ZDirectorySearch } from '../../../common/providers.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { providers } from '../../db/schema.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import { searchDirectory } from './directory.ts';

// /view-providers: the directory searched by ZIP or by city and state, signed in only.
const database = useTestDatabase();
const geocoder = createOfflineGeocoder();
const search = (query: Record<string, string>) => ZDirectorySearch.parse(query);

async function listings() {
  await database.db.insert(providers).values([
    { name: 'Near Rehab', type: 'rehabilitator', city: 'Boulder', state: 'CO', lat: 40.02, lng: -105.27, approved: true },
    { name: 'Denver Rehab', type: 'rehabilitator', city: 'Denver', state: 'CO', lat: 39.75, lng: -104.99, approved: true, animals: ['Songbird'] },
    { name: 'Unapproved Rehab', type: 'rehabilitator', city: 'Boulder', state: 'CO', lat: 40.02, lng: -105.27, approved: false },
    { name: 'Boulder Control', type: 'control', city: 'Boulder', state: 'CO', lat: 40.03, lng: -105.28, approved: true, standards: 'certified' },
  ]);
}

describe('the provider directory', () => {
  it('is for signed-in people', async () => {
    await expect(searchDirectory(database.db, geocoder, ANONYMOUS, search({ zip: '80302' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds approved listings of the kind by ZIP, nearest first, and by animal', async () => {
    await listings();
    const user = actorFor(await createUser(database.db));
    const found = await searchDirectory(database.db, geocoder, user, search({ zip: '80302' }));
    if ('fieldErrors' in found) throw new Error('expected results');
    expect(found.place).toBe('Boulder, CO 80302');
    expect(found.result.providers.map((p) => p.name)).toEqual(['Near Rehab', 'Denver Rehab']);
    const raccoons = await searchDirectory(database.db, geocoder, user, search({ zip: '80302', animal: 'Raccoon' }));
    expect('result' in raccoons && raccoons.result.providers.map((p) => p.name)).toEqual(['Near Rehab']);
    const control = await searchDirectory(database.db, geocoder, user, search({ city: 'Boulder', state: 'CO', kind: 'control' }));
    expect('result' in control && control.result.providers.map((p) => [p.name, p.standards])).toEqual([['Boulder Control', 'certified']]);
  });

  it('says what is missing or unknown', async () => {
    const user = actorFor(await createUser(database.db));
    expect(ZDirectorySearch.safeParse({ city: 'Boulder' }).error?.issues[0]?.message).toBe('Enter a ZIP code, or a city and state');
    expect(ZDirectorySearch.safeParse({ zip: '8030' }).error?.issues[0]?.message).toBe('Enter a 5-digit ZIP code');
    expect(await searchDirectory(database.db, geocoder, user, search({ zip: '00901' }))).toEqual({ fieldErrors: { zip: ['We do not know that ZIP code in the 50 states'] } });
  });
});
