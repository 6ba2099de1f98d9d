import { describe, expect, it } from 'vitest';
import './i18n-catalogs.ts';
import { capacityLabel, capacitySetMessage } from './capacity.ts';
import { translator } from './i18n.ts';
import { hoursReadAs, nextOpening, openingLabel, translating } from './opening-hours.ts';

// A listing's hours and "full for now" as a Spanish page says them: the clock as es-US
// writes it, the zone and the animals named in Spanish; English exactly as before.

const es = translating(translator('es'));
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('opening hours in both languages', () => {
  it('says when a listing opens', () => {
    const opens = { openingToday: 'opens' as const, opensMinute: 540 };
    expect(openingLabel(opens)).toBe('Opens at 9:00 AM');
    expect(openingLabel(opens, es, 'es')).toBe('Abre a las 9:00 a.m.');
    // Spanish gives one o'clock the singular: "a la 1:00", never "a las 1:00".
    const atOne = { openingToday: 'opens' as const, opensMinute: 13 * 60 + 30 };
    expect(openingLabel(atOne)).toBe('Opens at 1:30 PM');
    expect(openingLabel(atOne, es, 'es')).toBe('Abre a la 1:30 p.m.');
    expect(openingLabel({ openingToday: 'opens', opensMinute: 15 }, es, 'es')).toBe('Abre a las 12:15 a.m.');
  });

  it('says when a listing closed for the rest of today opens next, in its own time zone, on a fixed clock', () => {
    const weekdays = { openingToday: 'closed' as const, availabilityDays: WEEKDAYS, opensMinute: 540 };
    const label = (listing: typeof weekdays & { state: string }, now: string, locale: 'en' | 'es' = 'en') => {
      const opensNext = nextOpening(listing, new Date(now));
      return locale === 'es' ? openingLabel({ ...listing, opensNext }, es, 'es') : openingLabel({ ...listing, opensNext });
    };
    // Wednesday 6 PM in Denver is already Thursday in UTC: the listing's own clock decides.
    const denver = { ...weekdays, state: 'CO' };
    expect(label(denver, '2026-11-26T01:00:00Z')).toBe('Closed now · opens 9:00 AM tomorrow');
    expect(label(denver, '2026-11-26T01:00:00Z', 'es')).toBe('Cerrado ahora · abre mañana a las 9:00 a.m.');
    // Friday evening, and all of Saturday: Monday, by name.
    expect(label(denver, '2026-11-28T01:00:00Z')).toBe('Closed now · opens 9:00 AM on Monday');
    expect(label(denver, '2026-11-28T18:00:00Z', 'es')).toBe('Cerrado ahora · abre el lunes a las 9:00 a.m.');
    // Sunday is "tomorrow" when Monday is next.
    expect(label(denver, '2026-11-29T18:00:00Z')).toBe('Closed now · opens 9:00 AM tomorrow');
    // The same instant is Friday night in Honolulu and Saturday morning in New York.
    const instant = '2026-11-28T09:30:00Z';
    expect(nextOpening({ ...weekdays, availabilityDays: ['Saturday'], state: 'HI' }, new Date(instant))).toEqual({ weekday: 6, tomorrow: true });
    expect(nextOpening({ ...weekdays, availabilityDays: ['Saturday'], state: 'NY' }, new Date(instant))).toEqual({ weekday: 6, tomorrow: false });
    // A listing open on Sundays only, closed on a Sunday evening: a week on, past the week's end.
    expect(label({ ...weekdays, availabilityDays: ['Sunday'], opensMinute: 13 * 60, state: 'CO' }, '2026-11-30T03:00:00Z')).toBe(
      'Closed now · opens 1:00 PM on Sunday',
    );
    expect(label({ ...weekdays, availabilityDays: ['Sunday'], opensMinute: 13 * 60, state: 'CO' }, '2026-11-30T03:00:00Z', 'es')).toBe(
      'Cerrado ahora · abre el domingo a la 1:00 p.m.',
    );
    // Only for a listing closed now for the day; unknown days say nothing, and a kept match without it says "Closed now".
    expect(nextOpening({ ...denver, openingToday: 'opens' }, new Date(instant))).toBeNull();
    expect(nextOpening({ ...denver, availabilityDays: [] }, new Date(instant))).toBeNull();
    expect(openingLabel({ openingToday: 'closed', opensMinute: 540 })).toBe('Closed now');
    expect(openingLabel({ openingToday: 'closed', opensMinute: 540 }, es, 'es')).toBe('Cerrado ahora');
  });

  it('tells a provider how matching reads its hours', () => {
    const nineToFive = { opensMinute: 540, closesMinute: 1020, availabilityDays: WEEKDAYS };
    expect(hoursReadAs(nineToFive, 'America/Denver')).toBe('Matches read these as 9:00 AM to 5:00 PM, Mountain Time, on the days ticked.');
    expect(hoursReadAs(nineToFive, 'America/Denver', es, 'es')).toBe(
      'En los resultados, su horario se interpreta como de 9:00 a.m. a 5:00 p.m., hora de las Montañas Rocosas, los días marcados.',
    );
    expect(hoursReadAs({ ...nineToFive, availabilityDays: [] }, 'America/Denver', es, 'es')).toMatch(/^Marque también sus días/);
  });

  it('tells a provider whose hours cannot be read how to write them, the Spanish way on a Spanish page (migration 0022 reads it)', () => {
    const unknown = { opensMinute: null, closesMinute: null, availabilityDays: WEEKDAYS };
    expect(hoursReadAs(unknown, 'America/Denver')).toBe(
      'We cannot read these hours, so matches do not say whether you are open. Write them like 9:00 AM - 5:00 PM.',
    );
    expect(hoursReadAs(unknown, 'America/Denver', es, 'es')).toBe(
      'No podemos interpretar este horario, así que los resultados no indican si está abierto. Escríbalo así: 9:00 a.m. - 5:00 p.m.',
    );
  });
});

describe('a listing full for now, in both languages', () => {
  const capacity = { until: '2026-11-27T00:00:00Z', animals: ['Songbird', 'Raccoon'], animalsEs: ['Ave canora', null], note: null };
  const now = new Date('2026-11-25T16:00:00Z');

  it('names the animals by their Spanish names where they have one', () => {
    expect(capacityLabel(capacity, 'CO', now)).toBe('At capacity for Songbird and Raccoon until Thu 5 PM');
    expect(capacityLabel(capacity, 'CO', now, es, 'es')).toMatch(/^Sin espacio para Ave canora y Raccoon hasta el jue/);
  });

  it('tells the provider it marked full for which animals, when only for some', () => {
    expect(capacitySetMessage(capacity)).toBe('Your listing shows as full for Songbird and Raccoon.');
    expect(capacitySetMessage(capacity, es, 'es')).toBe('Su perfil aparece sin espacio para Ave canora y Raccoon.');
    expect(capacitySetMessage({ ...capacity, animals: ['Songbird'], animalsEs: ['Ave canora'] })).toBe('Your listing shows as full for Songbird.');
    expect(capacitySetMessage({ ...capacity, animals: [] })).toBe('Your listing shows as full.');
    expect(capacitySetMessage({ ...capacity, animals: [] }, es, 'es')).toBe('Su perfil aparece sin espacio.');
    // It ended on its own before the page came: nothing to name.
    expect(capacitySetMessage(null)).toBe('Your listing shows as full.');
  });
});
