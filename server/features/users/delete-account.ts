import { and, eq, exists, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import { ZPasswordConfirmation } from '../../../common/auth-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { ACCOUNT_WAITING, claimSignInAttempt, signInSucceeded } from '../../auth/attempt-limits.ts';
import { passwordHashing } from '../../auth/auth.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  accounts,
  auditLog,
  helperOffers,
  helpRequestSubmissions as requests,
  jobs,
  outbox,
  providerFeedback,
  providerResponses,
  providers,
  sessions,
  twoFactors,
  users,
  verifications,
  volunteerApplications,
} from '../../db/schema.ts';
import type { JobKindName, PayloadOf } from '../../jobs/registry.ts';
import { recordAudit } from '../../lib/audit.ts';
import { tooManyAttemptsMessage } from '../../lib/rate-limit.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { publish } from '../../lib/realtime.ts';
import { leaveFieldTeam } from '../field-team/field-team.ts';
import { releaseListing } from '../providers/claim-review.ts';
import { englishOnly, message } from '../../../common/i18n.ts';

// "Delete my account" (people's rights on /account; docs/decisions/018). Confirmed
// with the password, slowed down as sign-in is. A request a provider answered is kept for that
// provider without the requester's name, street, phone and e-mail (cancelled if still open);
// the rest of the account's rows go. The account row itself stays, emptied ("Deleted account"),
// so the audit log keeps an actor for what it did, this deletion included.

export const WRONG_PASSWORD = message('Your password is not correct.');
export const LAST_ADMIN = message(
  'You are the only administrator, so this account cannot be deleted: make another account an administrator first (Admin dashboard, Users), then delete this one.',
);
/** What a request cancelled by the deletion says to the providers who answered it. */
export const CANCELLED_BY_DELETION = message('The person who asked deleted their Wildline account.');
export const DELETED_ACCOUNT_NAME = englishOnly('Deleted account');

/** An address that can never receive mail (RFC 2606 .invalid) and never clashes with a real one. */
const deletedAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;

export interface DeletionReport {
  requestsKept: number;
  requestsCancelled: number;
  requestsDeleted: number;
  listingsReleased: number;
  listingsDeleted: number;
}

export async function deleteOwnAccount(db: Db, actor: Actor, input: { password?: unknown; clientIp: string }): Promise<DeletionReport> {
  const me = requireSignedIn(actor);
  const { password } = parseOrThrow(ZPasswordConfirmation, { password: input.password }, message('Enter your password to delete your account.'));
  // Told before the password is asked for, so no attempt is spent on a refusal anyway.
  if (me.role === 'admin' && (await otherAdministrators(db, me.id)) === 0) throw new AppError('CONFLICT', LAST_ADMIN);
  await checkPassword(db, me, password, input.clientIp);

  return withTransaction(db, async (tx) => {
    const [account] = await tx.select({ role: users.role, providerId: users.providerId }).from(users).where(eq(users.id, me.id)).for('update');
    if (!account) throw new AppError('UNAUTHORIZED', message('You need to sign in first.'));
    // Two administrators deleting themselves at once take turns here: one of them stays.
    if (account.role === 'admin' && (await otherAdministrators(tx, me.id, true)) === 0) throw new AppError('CONFLICT', LAST_ADMIN);

    const kept = await keepAnsweredRequests(tx, me.id);
    const deleted = await tx
      .delete(requests)
      .where(
        and(
          eq(requests.userId, me.id),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(providerResponses)
              .where(eq(providerResponses.requestId, requests.id)),
          ),
        ),
      )
      .returning({ id: requests.id });
    // A rating stays with the provider it rates, without its comment or who gave it.
    await tx.update(providerFeedback).set({ userId: null, comment: null, updatedAt: new Date() }).where(eq(providerFeedback.userId, me.id));
    await forgetAuditedWords(tx, me.id);

    await tx.delete(volunteerApplications).where(eq(volunteerApplications.userId, me.id));
    await tx.delete(helperOffers).where(eq(helperOffers.helperId, me.id));
    await leaveFieldTeam(tx, me.id, me.id);
    const listings = await tx
      .select({ id: providers.id, approved: providers.approved, claimed: providers.claimed, userId: providers.userId })
      .from(providers)
      .where(or(eq(providers.userId, me.id), account.providerId ? eq(providers.id, account.providerId) : undefined))
      .for('update');
    const outcomes: string[] = [];
    for (const listing of listings) {
      const outcome = await releaseListing(tx, listing, me.id);
      outcomes.push(outcome);
      await recordAudit(tx, {
        actorId: me.id,
        action: 'provider.release',
        entityType: 'provider',
        entityId: listing.id,
        before: { claimed: listing.claimed, userId: listing.userId },
        after: outcome === 'deleted' ? null : { claimed: false, userId: null },
      });
    }

    await endSignIns(tx, me.id, me.email);
    await tx
      .update(users)
      .set({
        email: deletedAddress(me.id),
        emailVerified: false,
        fullName: DELETED_ACCOUNT_NAME,
        phone: null,
        image: null,
        role: 'user',
        providerId: null,
        state: null,
        twoFactorEnabled: false,
        banned: true,
        banReason: 'deleted by its owner',
        updatedAt: new Date(),
      })
      .where(eq(users.id, me.id));

    const report: DeletionReport = {
      requestsKept: kept.length,
      requestsCancelled: kept.filter((r) => r.cancelled).length,
      requestsDeleted: deleted.length,
      listingsReleased: outcomes.filter((o) => o === 'unclaimed').length,
      listingsDeleted: outcomes.filter((o) => o === 'deleted').length,
    };
    // Who it was stays out of the record: the id (entity and actor) and the role are enough.
    await recordAudit(tx, { actorId: me.id, action: 'user.delete', entityType: 'user', entityId: me.id, before: { role: account.role }, after: report });
    return report;
  });
}

/** Administrators other than this one, locked when `lock` (inside the deletion's transaction). */
async function otherAdministrators(db: Db, userId: string, lock = false): Promise<number> {
  const query = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
  return (lock ? await query.for('update') : await query).length;
}

/** The account's password, checked with sign-in's slow-down (attempt-limits.ts): a stolen session cannot guess it faster. */
async function checkPassword(db: Db, me: { id: string; email: string }, password: string, clientIp: string): Promise<void> {
  const attempt = await claimSignInAttempt(db, { email: me.email, ip: clientIp });
  if (!attempt.allowed) {
    const message = attempt.toldWhen ? tooManyAttemptsMessage(attempt.retryAfterMs) : ACCOUNT_WAITING;
    throw new AppError('RATE_LIMITED', message, { password: [message] });
  }
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, me.id), eq(accounts.providerId, 'credential')));
  if (!credential?.hash || !(await passwordHashing.verify({ hash: credential.hash, password }))) {
    throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  await signInSucceeded(db, { email: me.email, ip: clientIp });
}

/**
 * The account's requests that a provider answered: kept for that provider without the street
 * address and its coordinates (name, phone and e-mail were the account's), marked so that no
 * view shows contact again, and cancelled while open, as nobody is left to help.
 */
async function keepAnsweredRequests(tx: Db, userId: string) {
  const answered = exists(
    tx
      .select({ one: sql`1` })
      .from(providerResponses)
      .where(eq(providerResponses.requestId, requests.id)),
  );
  const open = inArray(requests.status, ['submitted', 'assigned']);
  const before = await tx
    .select({ id: requests.id, type: requests.type, status: requests.status })
    .from(requests)
    .where(and(eq(requests.userId, userId), answered))
    .for('update');
  if (before.length === 0) return [];
  const now = new Date();
  await tx
    .update(requests)
    .set({
      userId: null,
      address: null,
      lat: null,
      lng: null,
      contactRemovedAt: now,
      cancellationReason: sql`case when ${open} then ${CANCELLED_BY_DELETION} else ${requests.cancellationReason} end`,
      status: sql`case when ${open} then 'cancelled' else ${requests.status} end`,
      updatedAt: now,
    })
    .where(
      inArray(
        requests.id,
        before.map((r) => r.id),
      ),
    );
  const cancelled = before.filter((r) => r.status === 'submitted' || r.status === 'assigned');
  if (cancelled.length) {
    const accepted = await tx
      .select({ requestId: providerResponses.requestId, providerId: providerResponses.providerId })
      .from(providerResponses)
      .where(
        and(
          inArray(
            providerResponses.requestId,
            cancelled.map((r) => r.id),
          ),
          eq(providerResponses.status, 'accepted'),
        ),
      );
    // The providers' dashboards drop it from their open requests as they would after a cancel.
    for (const request of cancelled) {
      const providerId = accepted.find((a) => a.requestId === request.id)?.providerId ?? null;
      await publish(tx, {
        kind: 'request-updated',
        requestId: request.id,
        type: request.type,
        requesterId: userId,
        providerId,
        open: request.status === 'submitted',
      });
    }
  }
  return before.map((r) => ({ id: r.id, cancelled: cancelled.includes(r) }));
}

/**
 * The person's own words copied into the audit log go with the rows they came from: the
 * application's answers, the offer's message, the rating's comment. What was done, and when, stays.
 */
async function forgetAuditedWords(tx: Db, userId: string): Promise<void> {
  const byMe = eq(auditLog.actorId, userId);
  await tx
    .update(auditLog)
    .set({ after: null })
    .where(and(byMe, inArray(auditLog.action, ['volunteer.apply', 'helper_offer.create'])));
  await tx
    .update(auditLog)
    .set({ after: sql`${auditLog.after} - 'comment'` })
    .where(and(byMe, eq(auditLog.action, 'provider_feedback.create')));
}

/**
 * Every way back in ends: sessions on every device, the password, two-factor sign-in, reset
 * links; mail to the address waiting to go, and the copies of mail already sent to it.
 */
async function endSignIns(tx: Db, userId: string, email: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.delete(verifications).where(eq(verifications.value, userId));
  const recipient: keyof PayloadOf<'send-mail'> = 'to';
  await tx
    .delete(jobs)
    .where(
      and(eq(jobs.kind, 'send-mail' satisfies JobKindName), ne(jobs.status, 'running'), sql`lower(${jobs.payload} ->> ${recipient}) = ${email.toLowerCase()}`),
    );
  await tx.delete(outbox).where(sql`lower(${outbox.to}) = ${email.toLowerCase()}`);
}
