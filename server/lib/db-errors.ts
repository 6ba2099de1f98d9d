import { AppError } from './errors.ts';
import { englishOnly } from '../../common/i18n.ts';

// PostgreSQL error codes, whether they come from pg or PGlite and whether drizzle wrapped them.
export function pgErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint or unique index a statement broke, by name, from pg or PGlite, wrapped or not. */
export function violatedConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const name = candidate?.constraint ?? candidate?.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The wording for data errors: 'Error creating wildlife issue: {message}'. Known database
 * refusals become 409/400 with a readable reason; anything else is rethrown (a real 500). Only
 * administration's guide editor uses it, so its words stay English.
 */
export function asDataError(error: unknown, doing: string, reasons: { unique?: string; foreignKey?: string } = {}): never {
  const code = pgErrorCode(error);
  if (code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', englishOnly(`Error ${doing}: ${reasons.unique ?? 'it already exists'}`));
  if (code === FOREIGN_KEY_VIOLATION)
    throw new AppError('BAD_REQUEST', englishOnly(`Error ${doing}: ${reasons.foreignKey ?? 'it refers to something that does not exist'}`));
  throw error;
}
