import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from './geocoder.ts';

// The offline gazetteer: what a person sees while typing a place with no Google key.
const geocoder = createOfflineGeocoder();

describe('offline place suggestions', () => {
  it('offers every state with a city of the typed name, the exact name before longer ones', async () => {
    const boulder = await geocoder.suggest('Boulder', 10);
    expect(boulder.slice(0, 4).map((s) => `${s.city}, ${s.state}`)).toEqual(['Boulder, CO', 'Boulder, MT', 'Boulder, UT', 'Boulder, WY']);
    expect(boulder.slice(4).every((s) => s.city.startsWith('Boulder '))).toBe(true);
  });

  it('narrows by state after a comma, and finds a ZIP', async () => {
    expect((await geocoder.suggest('springfield, il')).map((s) => s.state)).toEqual(['IL']);
    expect(await geocoder.suggest('80302')).toEqual([expect.objectContaining({ city: 'Boulder', state: 'CO', zip: '80302', label: 'Boulder, CO 80302' })]);
  });

  it('keeps to the 50 states and to the limit', async () => {
    expect(await geocoder.suggest('00901')).toEqual([]); // San Juan, Puerto Rico
    expect((await geocoder.suggest('Washington', 50)).map((s) => s.state)).not.toContain('DC');
    expect(await geocoder.suggest('Sa', 3)).toHaveLength(3);
    expect(await geocoder.suggest('b')).toEqual([]);
  });

  it('locates a ZIP and says which state it belongs to', async () => {
    expect(await geocoder.locate({ city: 'Boulder', state: 'WY', zip: '80302' })).toMatchObject({ zipState: 'CO' });
  });

  it('finds the nearest ZIP to a position ("Use my location"), and none at sea or abroad', async () => {
    expect(await geocoder.nearestZip(40.015, -105.2705)).toMatchObject({ city: 'Boulder', state: 'CO', zip: expect.stringMatching(/^803\d\d$/) });
    expect(await geocoder.nearestZip(40.0172, -105.2851)).toMatchObject({ zip: '80302' }); // its own centre
    expect(await geocoder.nearestZip(61.2181, -149.9003)).toMatchObject({ city: 'Anchorage', state: 'AK' });
    expect(await geocoder.nearestZip(35, -40)).toBeNull(); // the middle of the Atlantic
    expect(await geocoder.nearestZip(18.4655, -66.1057)).toBeNull(); // San Juan, Puerto Rico: outside the 50 states
  });

  it('knows the city and state of a ZIP', async () => {
    expect(await geocoder.zipPlace('80302')).toMatchObject({ city: 'Boulder', state: 'CO', zip: '80302' });
    expect(await geocoder.zipPlace('00000')).toBeNull();
    expect(await geocoder.zipPlace('8030')).toBeNull();
  });
});
