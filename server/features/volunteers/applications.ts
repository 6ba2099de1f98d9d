import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '../../../common/roles.ts';
import { ZVolunteerApplication, type TVolunteerApplicationInput } from '../../../common/volunteers-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole, requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { users, volunteerApplications } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { isUuid } from '../../lib/ids.ts';
import { englishOnly, message } from '../../../common/i18n.ts';

// The volunteer programme: a member applies once; an
// administrator approves, which makes the applicant a helper, or rejects, which is final.

export const APPLICATION_NOT_FOUND = englishOnly('Application Not Found');
export const ALREADY_PENDING = message('You already have an application waiting for review.');
export const ALREADY_DECIDED = message('This application has already been reviewed: a decision is final.');
const MEMBERS_ONLY = message('Volunteer applications are for member accounts. Providers and administrators already work with us in their own role.');
const LIST_LIMIT = 200;

type ApplicationStatus = (typeof volunteerApplications.$inferSelect)['status'];

/** An application as its applicant and administrators read it (also the applicant's data export). */
export const applicationColumns = {
  id: volunteerApplications.id,
  status: volunteerApplications.status,
  reason: volunteerApplications.reason,
  experience: volunteerApplications.experience,
  state: volunteerApplications.state,
  place: volunteerApplications.place,
  driveMiles: volunteerApplications.driveMiles,
  phone: volunteerApplications.phone,
  availability: volunteerApplications.availability,
  skills: volunteerApplications.skills,
  interests: volunteerApplications.interests,
  referenceInfo: volunteerApplications.referenceInfo,
  background: volunteerApplications.background,
  reviewedAt: volunteerApplications.reviewedAt,
  createdAt: volunteerApplications.createdAt,
};

/** The member's latest application, if any: what /volunteer shows instead of the form. */
export async function getOwnApplication(db: Db, actor: Actor) {
  const user = requireSignedIn(actor);
  const [latest] = await db
    .select({
      id: volunteerApplications.id,
      status: volunteerApplications.status,
      createdAt: volunteerApplications.createdAt,
      reviewedAt: volunteerApplications.reviewedAt,
    })
    .from(volunteerApplications)
    .where(eq(volunteerApplications.userId, user.id))
    .orderBy(desc(volunteerApplications.createdAt))
    .limit(1);
  return latest ?? null;
}

/**
 * One open application per member; after a rejection there is no new one (the decision is
 * final), and a member already approved is a helper. The user's row is locked so that two
 * submissions at once take turns; the partial unique index is the last word.
 */
export async function submitApplication(db: Db, actor: Actor, input: TVolunteerApplicationInput | Record<string, unknown>) {
  const user = requireSignedIn(actor);
  if (user.role !== 'user') throw new AppError('CONFLICT', user.role === 'helper' ? message('You are already a Wildline helper.') : MEMBERS_ONLY);
  const sent = parseOrThrow(ZVolunteerApplication, input);
  try {
    return await withTransaction(db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [earlier] = await tx
        .select({ status: volunteerApplications.status })
        .from(volunteerApplications)
        .where(eq(volunteerApplications.userId, user.id))
        .orderBy(desc(volunteerApplications.createdAt))
        .limit(1);
      if (earlier?.status === 'pending') throw new AppError('CONFLICT', ALREADY_PENDING);
      if (earlier?.status === 'rejected') throw new AppError('CONFLICT', message('Your earlier application was not approved, and that decision is final.'));
      if (earlier?.status === 'approved') throw new AppError('CONFLICT', message('Your application is already approved.'));
      const { adult: _confirmed, ...application } = sent;
      const [created] = await tx
        .insert(volunteerApplications)
        .values({ ...application, userId: user.id })
        .returning({ id: volunteerApplications.id, status: volunteerApplications.status, createdAt: volunteerApplications.createdAt });
      await recordAudit(tx, { actorId: user.id, action: 'volunteer.apply', entityType: 'volunteer_application', entityId: created!.id, after: sent });
      return created!;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('CONFLICT', ALREADY_PENDING);
    throw error;
  }
}

export interface ApplicationSummary {
  id: string;
  status: ApplicationStatus;
  createdAt: Date;
  applicant: { id: string; fullName: string; email: string; role: Role };
}

/** Every application, newest first, with its applicant (admin). */
export async function listApplications(db: Db, actor: Actor, filter: { status?: ApplicationStatus } = {}): Promise<ApplicationSummary[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({
      id: volunteerApplications.id,
      status: volunteerApplications.status,
      createdAt: volunteerApplications.createdAt,
      applicantId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
    })
    .from(volunteerApplications)
    .innerJoin(users, eq(users.id, volunteerApplications.userId))
    .where(filter.status ? eq(volunteerApplications.status, filter.status) : undefined)
    .orderBy(desc(volunteerApplications.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ applicantId, fullName, email, role, ...application }) => ({ ...application, applicant: { id: applicantId, fullName, email, role } }));
}

/** One application with its applicant, for an administrator. */
export async function getApplication(db: Db, actor: Actor, id: string) {
  requireActorRole(actor, 'admin');
  if (!isUuid(id)) throw notFound(APPLICATION_NOT_FOUND);
  const [row] = await db
    .select({ ...applicationColumns, applicantId: users.id, fullName: users.fullName, email: users.email, role: users.role })
    .from(volunteerApplications)
    .innerJoin(users, eq(users.id, volunteerApplications.userId))
    .where(eq(volunteerApplications.id, id));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const { applicantId, fullName, email, role, ...application } = row;
  return { ...application, applicant: { id: applicantId, fullName, email, role } };
}

/**
 * Pending → approved (the applicant becomes a helper) or pending → rejected, in one
 * transaction, audited. A decided application never changes again.
 */
export async function decideApplication(db: Db, actor: Actor, id: string, decision: 'approve' | 'reject') {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(id)) throw notFound(APPLICATION_NOT_FOUND);
  return withTransaction(db, async (tx) => {
    const [application] = await tx.select().from(volunteerApplications).where(eq(volunteerApplications.id, id)).for('update');
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (application.status !== 'pending') throw new AppError('CONFLICT', ALREADY_DECIDED);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const now = new Date();
    await tx
      .update(volunteerApplications)
      .set({ status, reviewedBy: admin.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(volunteerApplications.id, id), eq(volunteerApplications.status, 'pending')));
    // Only a member becomes a helper: someone who meanwhile became a provider stays one.
    const [applicant] = await tx.select({ role: users.role }).from(users).where(eq(users.id, application.userId)).for('update');
    const promoted = status === 'approved' && applicant?.role === 'user';
    if (promoted) await tx.update(users).set({ role: 'helper', updatedAt: now }).where(eq(users.id, application.userId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: `volunteer.${decision}`,
      entityType: 'volunteer_application',
      entityId: id,
      before: { status: application.status, userRole: applicant?.role ?? null },
      after: { status, userRole: promoted ? 'helper' : (applicant?.role ?? null) },
    });
    return { id, status };
  });
}
