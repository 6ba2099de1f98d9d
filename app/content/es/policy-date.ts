import { SITE } from '../../../common/site';

/** The policies' date ('June 2025') as Spanish writes it ('junio de 2025'). */
export const policiesUpdatedEs = new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`1 ${SITE.policiesUpdated} UTC`),
);

/** "1 día", "7 días": a count of a unit with its Spanish plural. */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
