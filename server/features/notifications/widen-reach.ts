import { eq, sql } from 'drizzle-orm';
import { matchQueryFor } from '../../../common/matching.ts';
import type { StateCode } from '../../../common/us-states.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { withTransaction } from '../../db/transaction.ts';
import { helpRequestSubmissions as requests, providerContacts } from '../../db/schema.ts';
import { jobsInsert, type PayloadOf } from '../../jobs/registry.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { contactRows, idsTold, listingsToTell, outreachSettings, reachesSomeone, waitBeforeNextRound } from '../help-requests/outreach.ts';
import { matchProviders } from '../matching/match-providers.ts';
import type { NotificationServices } from './notify.ts';

// Nobody has taken a request in time (docs/decisions/048): the next listings in reach are told,
// out to twice the matching radius, in the matcher's order, leaving out those already told; the
// requester is told who has been told so far, and the next round is due. When every listing in
// reach has been told and none accepted, the requester is told that instead. It all stops the
// moment the request is no longer waiting (accepted, cancelled, resolved). A round runs once,
// whichever worker takes it: the request row is locked and the round it was at is checked.

/** How far the circle widens: twice the matching radius, at most. */
export const WIDEST_RADIUS_FACTOR = 2;
/** How many listings the wider circle is read for, nearest first. */
const WIDER_MATCHES = 100;

export function widenReach({ db }: Pick<NotificationServices, 'db'>): JobHandler<PayloadOf<'widen-reach'>> {
  return async ({ requestId, round }, { logger, now }) => {
    const [request] = await db
      .select({
        status: requests.status,
        type: requests.type,
        state: requests.state,
        lat: requests.lat,
        lng: requests.lng,
        animalType: requests.animalType,
        round: requests.reachRound,
      })
      .from(requests)
      .where(eq(requests.id, requestId));
    if (!request || request.status !== 'submitted' || request.round !== round) {
      return logger.info({ status: request?.status ?? 'deleted', round }, 'request no longer waiting, or this round is past: nobody more told');
    }
    const at = now();
    const [settings, told, wider] = await Promise.all([
      outreachSettings(db),
      idsTold(db, requestId),
      matchProviders(db, ANONYMOUS, matchQueryFor({ ...request, state: request.state as StateCode }), {
        now: at,
        limit: WIDER_MATCHES,
        radiusFactor: WIDEST_RADIUS_FACTOR,
      }),
    ]);
    const reach = await listingsToTell(db, wider.providers, { count: settings.listingsPerRound, told, now: at });
    const next = round + 1;
    await withTransaction(db, async (tx) => {
      // The round is taken once: a second worker, or a retry after a crash, finds it moved on.
      const [locked] = await tx.select({ status: requests.status, round: requests.reachRound }).from(requests).where(eq(requests.id, requestId)).for('update');
      if (locked?.status !== 'submitted' || locked.round !== round) return;
      if (!reachesSomeone(reach)) {
        await tx.update(requests).set({ reachExhaustedAt: at }).where(eq(requests.id, requestId));
        // Told only where someone had been told before: otherwise the confirmation already said nobody could be.
        if (told.size) await jobsInsert(tx, [['reach-update', [{ requestId, round: next }]]]);
        return;
      }
      await tx
        .update(requests)
        .set({
          reachRound: next,
          // The accounts told now may take it from their dashboards, however far (provider-requests.ts).
          ...(reach.accounts.length
            ? {
                notifiedProviders: sql`${requests.notifiedProviders} || array[${sql.join(
                  reach.accounts.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )}]`,
              }
            : {}),
        })
        .where(eq(requests.id, requestId));
      await tx.insert(providerContacts).values(contactRows(requestId, reach, next, at));
      await jobsInsert(tx, [
        ['notify-provider', reach.accounts.map((providerId) => ({ requestId, providerId }))],
        ['push-new-request', reach.devices.map((subscriptionId) => ({ requestId, subscriptionId }))],
        ['tell-listing', reach.emails.map((providerId) => ({ requestId, providerId }))],
        ['reach-update', [{ requestId, round: next }]],
        ['widen-reach', [{ requestId, round: next }], { runAt: new Date(at.getTime() + waitBeforeNextRound(settings, request.type)) }],
      ]);
    });
  };
}
