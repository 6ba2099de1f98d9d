import { sql, type SQL } from 'drizzle-orm';
import { helpRequestSubmissions } from '../../db/schema.ts';

/**
 * A help request that reached nobody: no one was told of it. The one definition the metrics
 * and their alert read (README "Operating"). Today only listings run by an account are told, and
 * they are the request's `notified_providers`; when listings are told another way (by e-mail,
 * or later as the circle widens), this is what changes.
 */
export function reachedNobody(request: typeof helpRequestSubmissions = helpRequestSubmissions): SQL<boolean> {
  return sql<boolean>`coalesce(cardinality(${request.notifiedProviders}), 0) = 0`;
}
