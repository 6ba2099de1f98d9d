import { INTL_LOCALE, type Locale } from './locales.ts';

// Money as the page's language writes it: '$1,250.00' in English, '1250,00 US$' or
// '$1,250.00' as es-US has it: whatever Intl says, never built by hand.

const money = new Map<string, Intl.NumberFormat>();

/** A dollar amount, with cents only when it has them: '$25', '$12.50'. */
export function formatMoney(amount: number, locale: Locale = 'en'): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale} ${cents}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', minimumFractionDigits: cents, maximumFractionDigits: 2 });
    money.set(key, format);
  }
  return format.format(amount);
}
