// Facts about the service shown on many pages (SPEC §1: footer, contact address).
export const SITE = {
  name: 'Wildline',
  since: 2025,
  policiesUpdated: 'June 2025',
} as const;
