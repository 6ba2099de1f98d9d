import { aliasedTable, and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ZFieldTeamMember, type TFieldTeamMemberInput } from '../../../common/field-team-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole, requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  fieldTeamMembers,
  helpRequestSubmissions as requests,
  providerResponses,
  providers,
  pushSubscriptions,
  users,
  volunteerApplications,
} from '../../db/schema.ts';
import { enqueue } from '../../jobs/registry.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { parseOrThrow, FIELDS_INVALID } from '../../lib/validation.ts';
import { isUuid } from '../../lib/ids.ts';
import { englishOnly, message } from '../../../common/i18n.ts';

// The field team (/field-team-dashboard, docs/decisions/004): members an
// administrator added pick animals up for the rehabilitator who accepted an emergency. A
// pickup needs the address and a phone number, so members see them for assigned emergencies
// in their state; membership is a row checked here on every call, never a browser flag.

export const NOT_A_MEMBER = message('The field team page is for field team members.');
export const PICKUP_ALREADY_DONE = message('This pickup is already marked done.');
/** The team is approved volunteers only, as the pages say: members see requesters' addresses. */
export const ONLY_HELPERS = englishOnly('Only approved helpers can join the field team.');
export const NOT_A_HELPER = englishOnly('This account is not an approved helper: approve their volunteer application first');
const NOT_FIELD_WORK = message('This request does not need a pickup from your field team.');
const DONE_DAYS = 7;
const LIST_LIMIT = 100;

type Membership = { member: false; state: null } | { member: true; state: string | null };

/** Whether the signed-in person is on the field team, and where (the header and the page ask). */
export async function getFieldTeamMembership(db: Db, actor: Actor): Promise<Membership> {
  const user = requireSignedIn(actor);
  const [row] = await db.select({ state: fieldTeamMembers.state }).from(fieldTeamMembers).where(eq(fieldTeamMembers.userId, user.id)).limit(1);
  return row ? { member: true, state: row.state } : { member: false, state: null };
}

async function requireMember(db: Db, actor: Actor) {
  const user = requireSignedIn(actor);
  const membership = await getFieldTeamMembership(db, user);
  if (!membership.member) throw forbidden(NOT_A_MEMBER);
  return { user, state: membership.state };
}

const acceptingProvider = aliasedTable(providers, 'accepting_provider');

/** Assigned emergencies in the member's state: waiting for a pickup, and those done this week. */
export async function listFieldWork(db: Db, actor: Actor) {
  const { state } = await requireMember(db, actor);
  if (!state) return { state: null, waiting: [], done: [] };
  const rows = await db
    .select({
      id: requests.id,
      animalType: requests.animalType,
      situationDetails: requests.situationDetails,
      address: requests.address,
      city: requests.city,
      state: requests.state,
      zip: requests.zip,
      createdAt: requests.createdAt,
      pickupDoneAt: requests.pickupDoneAt,
      requesterName: users.fullName,
      requesterPhone: users.phone,
      contactRemovedAt: requests.contactRemovedAt,
      providerName: acceptingProvider.name,
      providerPhone: acceptingProvider.phone,
      /** a sample listing is badged as one: nobody real will take the animal */
      providerSample: acceptingProvider.sample,
    })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.userId))
    .innerJoin(providerResponses, and(eq(providerResponses.requestId, requests.id), eq(providerResponses.status, 'accepted')))
    .innerJoin(acceptingProvider, eq(acceptingProvider.id, providerResponses.providerId))
    .where(
      and(
        eq(requests.state, state),
        eq(requests.type, 'emergency'),
        sql`(${requests.status} = 'assigned' and ${requests.pickupDoneAt} is null or ${requests.pickupDoneAt} >= now() - make_interval(days => ${DONE_DAYS}))`,
      ),
    )
    .orderBy(desc(requests.createdAt))
    .limit(LIST_LIMIT);
  // A requester who deleted their account (docs/decisions/018) is shown as nobody, without address
  // or phone.
  const pickups = rows.map(({ contactRemovedAt, ...row }) => (contactRemovedAt ? { ...row, address: null, requesterName: null, requesterPhone: null } : row));
  return { state, waiting: pickups.filter((r) => r.pickupDoneAt === null), done: pickups.filter((r) => r.pickupDoneAt !== null) };
}

/** A member marks the pickup of an assigned emergency in their state done, once. */
export async function markPickupDone(db: Db, actor: Actor, requestId: string) {
  const { user, state } = await requireMember(db, actor);
  if (!isUuid(requestId)) throw notFound(message('Help request not found'));
  return withTransaction(db, async (tx) => {
    const [request] = await tx
      .select({ id: requests.id, status: requests.status, type: requests.type, state: requests.state, pickupDoneAt: requests.pickupDoneAt })
      .from(requests)
      .where(eq(requests.id, requestId))
      .for('update');
    if (!request || request.state !== state) throw notFound(message('Help request not found'));
    if (request.pickupDoneAt) throw new AppError('CONFLICT', PICKUP_ALREADY_DONE);
    if (request.type !== 'emergency' || request.status !== 'assigned') throw new AppError('CONFLICT', NOT_FIELD_WORK);
    const now = new Date();
    await tx
      .update(requests)
      .set({ pickupDoneAt: now, pickupDoneBy: user.id, updatedAt: now })
      .where(and(eq(requests.id, requestId), isNull(requests.pickupDoneAt)));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'field_team.pickup_done',
      entityType: 'help_request',
      entityId: requestId,
      before: { pickupDoneAt: null },
      after: { pickupDoneAt: now.toISOString() },
    });
    return { id: requestId, pickupDoneAt: now };
  });
}

// Administration of the team: administrators only.

/** Every member with their account, role and state, newest first (admin). */
export async function listFieldTeamMembers(db: Db, actor: Actor) {
  requireActorRole(actor, 'admin');
  return db
    .select({
      id: fieldTeamMembers.id,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      state: fieldTeamMembers.state,
      addedAt: fieldTeamMembers.createdAt,
    })
    .from(fieldTeamMembers)
    .innerJoin(users, eq(users.id, fieldTeamMembers.userId))
    .orderBy(desc(fieldTeamMembers.createdAt));
}

/**
 * Approved helpers with where their application said they can help and their phone, newest
 * approval first: whom an administrator adding a field-team member chooses from (docs/decisions/060).
 */
export async function listApprovedHelpers(db: Db, actor: Actor) {
  requireActorRole(actor, 'admin');
  return db
    .selectDistinctOn([users.id], {
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      state: volunteerApplications.state,
      place: volunteerApplications.place,
      driveMiles: volunteerApplications.driveMiles,
      phone: volunteerApplications.phone,
      onTeamIn: fieldTeamMembers.state,
      onTeam: sql<boolean>`${fieldTeamMembers.id} is not null`,
    })
    .from(users)
    .innerJoin(volunteerApplications, and(eq(volunteerApplications.userId, users.id), eq(volunteerApplications.status, 'approved')))
    .leftJoin(fieldTeamMembers, eq(fieldTeamMembers.userId, users.id))
    .where(eq(users.role, 'helper'))
    .orderBy(users.id, desc(volunteerApplications.reviewedAt))
    .limit(LIST_LIMIT);
}

/**
 * Adds the account with that e-mail to the team in a state, or moves a member to another state.
 * Only an approved helper (an approved volunteer application makes one) is taken: members see
 * requesters' addresses and phone numbers.
 */
export async function addFieldTeamMember(db: Db, actor: Actor, input: TFieldTeamMemberInput | Record<string, unknown>) {
  const admin = requireActorRole(actor, 'admin');
  const { email, state } = parseOrThrow(ZFieldTeamMember, input);
  return withTransaction(db, async (tx) => {
    const [account] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).for('update');
    if (!account) throw badRequest(FIELDS_INVALID, { email: [englishOnly('No Wildline account uses this e-mail address: ask them to register first')] });
    if (account.role !== 'helper') throw badRequest(ONLY_HELPERS, { email: [NOT_A_HELPER] });
    const [before] = await tx.select({ state: fieldTeamMembers.state }).from(fieldTeamMembers).where(eq(fieldTeamMembers.userId, account.id)).for('update');
    const [member] = await tx
      .insert(fieldTeamMembers)
      .values({ userId: account.id, state, addedBy: admin.id })
      .onConflictDoUpdate({ target: fieldTeamMembers.userId, set: { state } })
      .returning({ id: fieldTeamMembers.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: before ? 'field_team.move' : 'field_team.add',
      entityType: 'user',
      entityId: account.id,
      before: before ?? null,
      after: { state },
    });
    return { id: member!.id, userId: account.id, state, added: !before };
  });
}

/** Takes a member off the team (admin). Membership is read on every request, so their access ends with it. */
export async function removeFieldTeamMember(db: Db, actor: Actor, memberId: string) {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(memberId)) throw notFound(englishOnly('This field team member was not found.'));
  return withTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(fieldTeamMembers)
      .where(eq(fieldTeamMembers.id, memberId))
      .returning({ userId: fieldTeamMembers.userId, state: fieldTeamMembers.state });
    if (!removed) throw notFound(englishOnly('This field team member was not found.'));
    const [member] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, removed.userId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'field_team.remove',
      entityType: 'user',
      entityId: removed.userId,
      before: { state: removed.state },
      after: null,
    });
    return { ...removed, fullName: member?.fullName ?? '' };
  });
}

/**
 * Ends the membership of someone who is no longer a helper (their role changed, their account
 * is being deleted), inside the caller's transaction: nobody stays on the team the page lists
 * as approved volunteers. `actorId` is who made the change: an administrator, or the person.
 */
export async function leaveFieldTeam(tx: Db, userId: string, actorId: string) {
  const [removed] = await tx.delete(fieldTeamMembers).where(eq(fieldTeamMembers.userId, userId)).returning({ state: fieldTeamMembers.state });
  if (removed)
    await recordAudit(tx, { actorId, action: 'field_team.remove', entityType: 'user', entityId: userId, before: { state: removed.state }, after: null });
}

/**
 * A rehabilitator took an emergency (provider-requests, in its transaction): one push job
 * (features/push/send-push.ts) per device of each field-team member in its state.
 */
export async function enqueueFieldPickupPushes(tx: Db, requestId: string, state: string): Promise<void> {
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(fieldTeamMembers, eq(fieldTeamMembers.userId, pushSubscriptions.userId))
    .where(eq(fieldTeamMembers.state, state));
  await enqueue(
    tx,
    'push-field-pickup',
    devices.map((device) => ({ requestId, subscriptionId: device.id })),
  );
}
