import { describe, expect, it } from 'vitest';
import './i18n-catalogs.ts';
import { capacityLabel } from './capacity.ts';
import { translator } from './i18n.ts';
import { translating } from './opening-hours.ts';

// A listing's "full for now" as a Spanish page says it (issue 18): the animals named in Spanish;
// English exactly as before.

const es = translating(translator('es'));

describe('a listing full for now, in both languages', () => {
  const capacity = { until: '2026-11-27T00:00:00Z', animals: ['Songbird', 'Raccoon'], animalsEs: ['Ave canora', null], note: null };
  const now = new Date('2026-11-25T16:00:00Z');

  it('names the animals by their Spanish names where they have one', () => {
    expect(capacityLabel(capacity, 'CO', now)).toBe('At capacity for Songbird and Raccoon until Thu 5 PM');
    expect(capacityLabel(capacity, 'CO', now, es, 'es')).toMatch(/^Sin espacio para Ave canora y Raccoon hasta el jue/);
  });
});
