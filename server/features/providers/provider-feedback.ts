import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { helpRequestSubmissions as requests, providerFeedback, providers } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { message } from '../../../common/i18n.ts';

// After approval a listing's customer feedback is monitored for as long as it is listed: the
// ratings requesters give the provider who accepted their request (manage-own-request.ts writes
// them). Only administrators and the listing's own provider read them, and never with who gave
// them: a comment comes with its rating, its date and the request's animal and city, not the
// requester.

export const RECENT_COMMENTS = 3;
const RATED_LISTINGS_LIMIT = 100;

export interface FeedbackComment {
  rating: number;
  comment: string;
  createdAt: Date;
  animalType: string | null;
  city: string;
  /** the request's state: its time zone is the one the date is shown in */
  state: string;
}

export interface RatingSummary {
  /** to one decimal; null when nobody has rated yet */
  average: number | null;
  count: number;
  /** the newest comments, newest first (ratings without a comment count only in the average) */
  recent: FeedbackComment[];
}

export interface RatedListing extends RatingSummary {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  city: string;
  state: string;
  sample: boolean;
}

const averageRating = sql<number>`round(avg(${providerFeedback.rating}), 1)::float8`;
const ratingCount = sql<number>`count(*)::int`;

/** The newest comments of each listing, in one query. */
async function recentComments(db: Db, providerIds: string[]): Promise<Map<string, FeedbackComment[]>> {
  const byListing = new Map<string, FeedbackComment[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return byListing;
  const ranked = db
    .select({
      providerId: providerFeedback.providerId,
      rating: providerFeedback.rating,
      comment: providerFeedback.comment,
      createdAt: providerFeedback.createdAt,
      animalType: requests.animalType,
      city: requests.city,
      state: requests.state,
      rank: sql<number>`row_number() over (partition by ${providerFeedback.providerId} order by ${providerFeedback.createdAt} desc, ${providerFeedback.id})`.as(
        'rank',
      ),
    })
    .from(providerFeedback)
    .innerJoin(requests, eq(requests.id, providerFeedback.requestId))
    .where(and(inArray(providerFeedback.providerId, providerIds), isNotNull(providerFeedback.comment), sql`btrim(${providerFeedback.comment}) <> ''`))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, RECENT_COMMENTS)).orderBy(asc(ranked.rank));
  for (const { providerId, rank: _rank, comment, ...rest } of rows) byListing.get(providerId)?.push({ ...rest, comment: comment! });
  return byListing;
}

/** Administrators: every rated listing with its average, its count and its newest comments, lowest average first. */
export async function listRatedListings(db: Db, actor: Actor): Promise<RatedListing[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      type: providers.type,
      city: providers.city,
      state: providers.state,
      sample: providers.sample,
      average: averageRating,
      count: ratingCount,
    })
    .from(providerFeedback)
    .innerJoin(providers, eq(providers.id, providerFeedback.providerId))
    .groupBy(providers.id)
    .orderBy(asc(averageRating), desc(ratingCount), asc(providers.name))
    .limit(RATED_LISTINGS_LIMIT);
  const comments = await recentComments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, recent: comments.get(row.id) ?? [] }));
}

/** A provider: its own listing's rating and newest comments, read-only. */
export async function getOwnRating(db: Db, actor: Actor): Promise<RatingSummary> {
  const provider = requireActorRole(actor, 'provider');
  if (!provider.providerId) throw forbidden(message('Only a provider with a listing has ratings.'));
  const [summary] = await db
    .select({ average: averageRating, count: ratingCount })
    .from(providerFeedback)
    .where(eq(providerFeedback.providerId, provider.providerId));
  const comments = await recentComments(db, [provider.providerId]);
  const count = summary?.count ?? 0;
  return { average: count ? summary!.average : null, count, recent: comments.get(provider.providerId) ?? [] };
}
