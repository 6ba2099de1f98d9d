import { eq } from 'drizzle-orm';
import { DONATION_DEFAULTS, type DonationSuggestions } from '../../../common/donations.ts';
import type { Db } from '../../db/client.ts';
import { systemSettings } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';

/** The donation_suggestions system setting; a bad or missing value falls back to 25, 50, 100, 250 (and is only logged). */
export async function getDonationSuggestions(db: Db, logger?: Logger): Promise<DonationSuggestions> {
  try {
    const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, 'donation_suggestions'));
    const value = row?.value as Partial<DonationSuggestions> | undefined;
    const amounts = Array.isArray(value?.amounts) ? value.amounts.filter((a) => typeof a === 'number' && a > 0) : [];
    if (amounts.length === 0) return DONATION_DEFAULTS;
    return { amounts, default: typeof value?.default === 'number' && amounts.includes(value.default) ? value.default : amounts[0]! };
  } catch (error) {
    logger?.error({ err: error }, 'loading donation suggestions failed');
    return DONATION_DEFAULTS;
  }
}
