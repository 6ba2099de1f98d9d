import { and, eq } from 'drizzle-orm';
import { providers, users } from '../../db/schema.ts';

/**
 * Join condition for the account that runs a listing: a provider whose claim an admin approved
 * (approval sets the role and `provider_id`). A member whose claim is still pending, or
 * a provider since demoted, does not run it, and so never hears of its requests (DESIGN.md privacy).
 */
export const runsListing = and(eq(users.providerId, providers.id), eq(users.role, 'provider'));
