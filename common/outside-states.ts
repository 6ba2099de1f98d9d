import { englishOnly, message } from './i18n.ts';

// Wildline covers the 50 states. A ZIP code elsewhere in the US postal system (Washington, DC,
// the territories, military post offices) is told so, with where to turn there
// (docs/decisions/046): a number where one was read in a named source, else Animal Help Now.

/** A name is as the organisation writes it; the hours are given in both languages (`inLanguage`). */
export interface OutsideContact {
  organisation: string;
  /** the one stored format (common/phone.ts) */
  phone: string;
  hours: string;
  hoursEs: string;
  /** the page the number was read from, on 2026-11-28 */
  source: string;
}

export interface OutsidePlace {
  /** as a sentence names it: 'Washington, DC' */
  name: string;
  contact: OutsideContact | null;
}

export const OUTSIDE_STATES: Record<string, OutsidePlace> = {
  DC: {
    name: message('Washington, DC'),
    // "In an emergency, please call City Wildlife at (202) 882-1000. We are open every day from 9:00 a.m. – 5:00 p.m."
    contact: {
      organisation: englishOnly('City Wildlife'),
      phone: '202-882-1000',
      hours: englishOnly('Every day, 9 a.m. to 5 p.m.'),
      hoursEs: englishOnly('Todos los días, de 9 a.m. a 5 p.m.'),
      source: 'https://citywildlife.org/found-animal',
    },
  },
  PR: {
    name: message('Puerto Rico'),
    // "…llamando al teléfono 787-999-2200, extensión 2911. Esa línea se encuentra disponible las 24 horas, los 7 días de la semana."
    contact: {
      organisation: englishOnly('Departamento de Recursos Naturales y Ambientales, Cuerpo de Vigilantes'),
      phone: '787-999-2200 ext. 2911',
      hours: '24 hours a day, 7 days a week',
      hoursEs: 'Las 24 horas, los 7 días de la semana',
      source: 'https://presenciapr.com/drna-ofrece-charla-educativa-a-ninos-de-escuela-elemental-sobre-especies-invasoras/',
    },
  },
  VI: { name: message('the U.S. Virgin Islands'), contact: null },
  GU: { name: message('Guam'), contact: null },
  AS: { name: message('American Samoa'), contact: null },
  MP: { name: message('the Northern Mariana Islands'), contact: null },
  FM: { name: message('Micronesia'), contact: null },
  MH: { name: message('the Marshall Islands'), contact: null },
  PW: { name: message('Palau'), contact: null },
  AA: { name: message('a military post office'), contact: null },
  AE: { name: message('a military post office'), contact: null },
  AP: { name: message('a military post office'), contact: null },
};

/** What the ZIP field says of a ZIP code outside the 50 states. */
export const OUTSIDE_COVERAGE = message('Wildline covers the 50 states. This ZIP code is in {{place}}: where to turn there is below.');
/** What it says of a ZIP code the gazetteer does not know, when the city and state are missing. */
export const UNKNOWN_ZIP = message('We don’t know the ZIP code {{zip}}. Check it, or enter your city and state.');
