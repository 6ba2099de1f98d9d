// One rule for a phone number (Wildline is US-only): however it was typed, sign-up, the account
// page, listings, state agencies and the CSV import store it as people read it, 303-555-0100
// (with " ext. 12" when it has one), so every page and e-mail shows it as stored. A tel: link
// dials its digits.

/** A US number with its area code, as 303-555-0100 (and " ext. 12"), or null if implausible. */
export function normalisePhone(value: string): string | null {
  // A spreadsheet cell can hold megabytes; the pattern below is quadratic on long runs of spaces.
  if (value.length > 60) return null;
  const [, number = value, extension] = value.match(/^(.*?)\s*(?:x|ext\.?|extension)\s*(\d{1,6})$/i) ?? [];
  if (/[a-z]/i.test(number)) return null;
  const digits = number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const parts = digits.match(/^([2-9]\d{2})([2-9]\d{2})(\d{4})$/);
  if (!parts) return null;
  return `${parts[1]}-${parts[2]}-${parts[3]}${extension ? ` ext. ${extension}` : ''}`;
}

/** A telephone link's target: the number's digits (and a leading +), then a pause and its extension. */
export function telHref(phone: string): string {
  const [, number = phone, extension] = phone.match(/^(.*?) ext\. (\d+)$/) ?? [];
  return `tel:${number.replace(/[^\d+]/g, '')}${extension ? `,${extension}` : ''}`;
}
