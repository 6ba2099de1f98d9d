import { sql } from 'drizzle-orm';
import { providers } from '../../db/schema.ts';

/**
 * Whether a listing may show "Verified by Wildline" (documentation reviewed, standards verified,
 * then approved with a badge; the steps are in providers/claim-review.ts). Being
 * approved is not enough: a CSV import approves its listings with who and when but verifies
 * nothing, and sample listings are seeded approved. So the approval must come at or after a
 * recorded standards verification (an imported listing being claimed keeps its older import
 * approval until step 3), and a sample listing is never verified. It lives in matching, which
 * shows the badge, so that providers may use matching and not the other way round.
 */
export const verifiedByWildline = sql<boolean>`(${providers.approved}
  and not ${providers.sample}
  and ${providers.documentsReviewedAt} is not null
  and ${providers.standardsVerifiedAt} is not null
  and ${providers.approvedAt} is not null
  and ${providers.approvedAt} >= ${providers.standardsVerifiedAt})`;
