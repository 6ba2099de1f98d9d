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

/** The phone keypad's letters: 2 ABC … 9 WXYZ. */
const KEYPAD = ['', '', 'ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];
const keypadDigit = (letter: string) => String(KEYPAD.findIndex((letters) => letters.includes(letter.toUpperCase())));

/**
 * A number as an agency prints it, which may spell words ('1-800-WILDLIFE', '1-866-4USDAWS',
 * '1-800-WILDLIFE (945-3543)'): stored in the one format, and kept as printed where it has
 * letters, so a page shows both (docs/decisions/046). Null when it is not a US number.
 */
export function printedNumber(value: string): { phone: string; printedAs: string | null } | null {
  const printed = value.trim().replace(/\s+/g, ' ');
  if (printed.length > 60) return null;
  if (!/[a-z]/i.test(printed)) {
    const phone = normalisePhone(printed);
    return phone ? { phone, printedAs: null } : null;
  }
  // The words spelled, as dialled: letters by the keypad; a number beside them in brackets repeats them.
  const spelled = printed.replace(/,?\s+or\s.*$/, '').replace(/\s*\([^)]*\)\s*$/, '');
  if (!/[a-z]/i.test(spelled)) return printedNumber(spelled);
  // Spelled numbers keep their area code in digits (1-800-…, 888-…): words alone are not a number.
  if (!/^(\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*[\dA-Z][\dA-Z\s.-]*$/i.test(spelled)) return null;
  const digits = spelled
    .replace(/[a-z]/gi, keypadDigit)
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '');
  // A word longer than the number ('1-800-WILDLIFE' is 11 letters and digits after the 1) is dialled to its tenth digit.
  const phone = normalisePhone(digits.slice(0, 10));
  return phone ? { phone, printedAs: spelled } : null;
}
