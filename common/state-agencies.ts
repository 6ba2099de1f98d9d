// A state's wildlife agency as administrators keep it (/admin-dashboard/agencies): the fallback
// when no provider matches, and where to turn when no provider could be notified. A phone number
// is shown only once an administrator has entered it (docs/decisions/016).

import type { Locale } from './locales.ts';
import { englishOnly } from './i18n.ts';

export interface StateAgencyContact {
  state: string;
  name: string;
  website: string | null;
  phone: string | null;
  hours: string | null;
  notes: string | null;
  /** the hours and notes in Spanish, for Spanish pages (issue 18) */
  hoursEs: string | null;
  notesEs: string | null;
}

/**
 * The agency's hours and notes as a page in `locale` shows them: the Spanish where an
 * administrator wrote it, else the English, marked so the page can say it is English.
 */
export function agencyTextsIn(agency: StateAgencyContact, locale: Locale) {
  const pick = (english: string | null, spanish: string | null) =>
    locale === 'es' && spanish ? { text: spanish, inEnglish: false } : english ? { text: english, inEnglish: locale === 'es' } : null;
  return { hours: pick(agency.hours, agency.hoursEs), notes: pick(agency.notes, agency.notesEs) };
}

/** Administration's agency form (English, issue 18). */
export const CHECKED_ON_INVALID = englishOnly('Enter the day you checked these details, like 2026-11-24: not a day in the future');
/** The version a form edits: the stored row's last change, or NEW_AGENCY for a state without one. */
export const NEW_AGENCY = 'new';
