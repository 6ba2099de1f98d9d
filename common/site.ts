// Facts about the service shown on many pages (the footer, the contact address).
export const SITE = {
  name: 'Wildline',
  since: 2025,
  /**
   * The day each policy last changed, shown at its top (docs/decisions/047): change it with the
   * policy's words, in English and Spanish alike.
   */
  privacyUpdated: '2026-11-28',
  termsUpdated: '2026-11-25',
} as const;
