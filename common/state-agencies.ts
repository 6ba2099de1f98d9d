// A state's wildlife agency as administrators keep it (/admin-dashboard/agencies): the fallback
// when no provider matches, and where to turn when no provider could be notified. Its numbers are
// its phone lines (common/phone-lines.ts, docs/decisions/046), each from a named source.

import type { Locale } from './locales.ts';
import { englishOnly } from './i18n.ts';

export interface StateAgencyContact {
  state: string;
  name: string;
  website: string | null;
  notes: string | null;
  /** the notes in Spanish, for Spanish pages */
  notesEs: string | null;
}

/**
 * The agency's notes as a page in `locale` shows them: the Spanish where an administrator wrote
 * it, else the English, marked so the page can say it is English.
 */
export function agencyNotesIn(agency: StateAgencyContact, locale: Locale) {
  return inLanguage(agency.notes, agency.notesEs, locale);
}

/** A text kept in English and Spanish, as a page in `locale` shows it: marked when it is the English on a Spanish page. */
export function inLanguage(english: string | null, spanish: string | null, locale: Locale): { text: string; inEnglish: boolean } | null {
  if (locale === 'es' && spanish) return { text: spanish, inEnglish: false };
  return english ? { text: english, inEnglish: locale === 'es' } : null;
}

/** Administration's agency form (English, like all administration). */
export const CHECKED_ON_INVALID = englishOnly('Enter the day you checked these details, like 2026-11-24: not a day in the future');
/** The version a form edits: the stored row's last change, or NEW_AGENCY for a state without one. */
export const NEW_AGENCY = 'new';
