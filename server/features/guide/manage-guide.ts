import { eq, sql } from 'drizzle-orm';
import { slugify } from '../../../common/guide.ts';
import type { TIssueInput } from '../../../common/guide-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { animalTypes, formQuestions, issueCategories, wildlifeIssues } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { asDataError } from '../../lib/db-errors.ts';
import { AppError, isAppError } from '../../lib/errors.ts';
import { refreshGuideVocabulary } from './vocabulary.ts';

// Managing the guide: administrators only, checked here; every change audit-logged in the same
// transaction; errors worded 'Error creating wildlife issue: …' and the like.

type Admin = Extract<Actor, { kind: 'user' }>;

async function adminChange<T>(db: Db, actor: Actor, doing: string, reasons: Parameters<typeof asDataError>[2], change: (tx: Db, admin: Admin) => Promise<T>) {
  const admin = requireActorRole(actor, 'admin');
  try {
    return await withTransaction(db, async (tx) => {
      const result = await change(tx, admin);
      await refreshGuideVocabulary(tx); // the search's spelling corrections follow the guide
      return result;
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    return asDataError(error, doing, reasons);
  }
}

const notFoundWhile = (doing: string, what: string) => new AppError('NOT_FOUND', `Error ${doing}: ${what} not found`);

export function createWildlifeIssue(db: Db, actor: Actor, input: TIssueInput) {
  const doing = 'creating wildlife issue';
  return adminChange(db, actor, doing, { unique: 'an issue with that id already exists', foreignKey: 'that category does not exist' }, async (tx, admin) => {
    const id = input.id ?? slugify(input.title);
    if (!id) throw new AppError('BAD_REQUEST', `Error ${doing}: the title needs letters or digits`);
    const values = { ...input, id, categoryId: input.categoryId ?? null, active: input.active ?? true };
    const [created] = await tx.insert(wildlifeIssues).values(values).returning({ id: wildlifeIssues.id });
    await recordAudit(tx, { actorId: admin.id, action: 'wildlife_issue.create', entityType: 'wildlife_issue', entityId: id, after: values });
    return created!;
  });
}

/**
 * Replaces an issue's content. Whether it is published changes only when `active` is given: an
 * edit that leaves it out (an older API client, a typo fix) must not put a hidden issue back live.
 */
export function updateWildlifeIssue(db: Db, actor: Actor, id: string, input: TIssueInput) {
  const doing = 'updating wildlife issue';
  return adminChange(db, actor, doing, { foreignKey: 'that category does not exist' }, async (tx, admin) => {
    const [before] = await tx.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, id)).for('update');
    if (!before) throw notFoundWhile(doing, 'issue');
    const { id: _ignored, ...sent } = input; // the id (the page address) stays
    const changes = { ...sent, categoryId: input.categoryId ?? null, active: input.active ?? before.active };
    await tx.update(wildlifeIssues).set(changes).where(eq(wildlifeIssues.id, id));
    const { searchVector: _vector, searchVectorEs: _vectorEs, ...beforeFields } = before;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'wildlife_issue.update',
      entityType: 'wildlife_issue',
      entityId: id,
      before: beforeFields,
      after: changes,
    });
    return { id };
  });
}

export function setWildlifeIssueActive(db: Db, actor: Actor, id: string, active: boolean) {
  const doing = 'updating wildlife issue';
  return adminChange(db, actor, doing, {}, async (tx, admin) => {
    const [changed] = await tx.update(wildlifeIssues).set({ active }).where(eq(wildlifeIssues.id, id)).returning({ id: wildlifeIssues.id });
    if (!changed) throw notFoundWhile(doing, 'issue');
    await recordAudit(tx, {
      actorId: admin.id,
      action: active ? 'wildlife_issue.activate' : 'wildlife_issue.deactivate',
      entityType: 'wildlife_issue',
      entityId: id,
      before: { active: !active },
      after: { active },
    });
    return changed;
  });
}

export function deleteWildlifeIssue(db: Db, actor: Actor, id: string) {
  const doing = 'deleting wildlife issue';
  return adminChange(db, actor, doing, {}, async (tx, admin) => {
    const [deleted] = await tx.delete(wildlifeIssues).where(eq(wildlifeIssues.id, id)).returning({ id: wildlifeIssues.id, title: wildlifeIssues.title });
    if (!deleted) throw notFoundWhile(doing, 'issue');
    await recordAudit(tx, { actorId: admin.id, action: 'wildlife_issue.delete', entityType: 'wildlife_issue', entityId: id, before: deleted });
    return { id };
  });
}

/** A category, with its Spanish name where given. */
export function createIssueCategory(db: Db, actor: Actor, name: string, nameEs: string | null = null) {
  return adminChange(db, actor, 'creating issue category', { unique: 'a category with that name already exists' }, async (tx, admin) => {
    const [created] = await tx
      .insert(issueCategories)
      .values({ name, nameEs })
      .returning({ id: issueCategories.id, name: issueCategories.name, nameEs: issueCategories.nameEs });
    await recordAudit(tx, { actorId: admin.id, action: 'issue_category.create', entityType: 'issue_category', entityId: created!.id, after: { name, nameEs } });
    return created!;
  });
}

/** Renames a category; its Spanish name changes when given (null clears it), else stays. */
export function renameIssueCategory(db: Db, actor: Actor, id: string, name: string, nameEs?: string | null) {
  const doing = 'updating issue category';
  return adminChange(db, actor, doing, { unique: 'a category with that name already exists' }, async (tx, admin) => {
    const [before] = await tx.select({ name: issueCategories.name, nameEs: issueCategories.nameEs }).from(issueCategories).where(eq(issueCategories.id, id));
    if (!before) throw notFoundWhile(doing, 'category');
    const after = { name, nameEs: nameEs === undefined ? before.nameEs : nameEs };
    await tx.update(issueCategories).set(after).where(eq(issueCategories.id, id));
    await recordAudit(tx, { actorId: admin.id, action: 'issue_category.update', entityType: 'issue_category', entityId: id, before, after });
    return { id, ...after };
  });
}

/** Issues of a deleted category stay, without a category. */
export function deleteIssueCategory(db: Db, actor: Actor, id: string) {
  const doing = 'deleting issue category';
  return adminChange(db, actor, doing, {}, async (tx, admin) => {
    const [deleted] = await tx.delete(issueCategories).where(eq(issueCategories.id, id)).returning({ name: issueCategories.name });
    if (!deleted) throw notFoundWhile(doing, 'category');
    await recordAudit(tx, { actorId: admin.id, action: 'issue_category.delete', entityType: 'issue_category', entityId: id, before: deleted });
    return { id };
  });
}

export function createAnimalType(db: Db, actor: Actor, name: string) {
  return adminChange(db, actor, 'creating animal type', { unique: 'an animal type with that name already exists' }, async (tx, admin) => {
    const [created] = await tx.insert(animalTypes).values({ name }).returning({ id: animalTypes.id, name: animalTypes.name });
    await recordAudit(tx, { actorId: admin.id, action: 'animal_type.create', entityType: 'animal_type', entityId: created!.id, after: { name } });
    return created!;
  });
}

/** Renaming an animal type renames it on the guide's issues and the wizard's questions too, so none is left behind. */
export function updateAnimalType(db: Db, actor: Actor, id: string, changes: { name: string; active?: boolean; nameEs?: string | null }) {
  const doing = 'updating animal type';
  return adminChange(db, actor, doing, { unique: 'an animal type with that name already exists' }, async (tx, admin) => {
    const [before] = await tx
      .select({ name: animalTypes.name, active: animalTypes.active, nameEs: animalTypes.nameEs })
      .from(animalTypes)
      .where(eq(animalTypes.id, id))
      .for('update');
    if (!before) throw notFoundWhile(doing, 'animal type');
    // The Spanish name changes when given (null clears it), else stays.
    await tx
      .update(animalTypes)
      .set({ name: changes.name, active: changes.active ?? before.active, nameEs: changes.nameEs === undefined ? before.nameEs : changes.nameEs })
      .where(eq(animalTypes.id, id));
    if (before.name !== changes.name) {
      await tx.update(wildlifeIssues).set({ animalType: changes.name }).where(eq(wildlifeIssues.animalType, before.name));
      await tx.update(formQuestions).set({ animalType: changes.name }).where(eq(formQuestions.animalType, before.name));
    }
    await recordAudit(tx, { actorId: admin.id, action: 'animal_type.update', entityType: 'animal_type', entityId: id, before, after: changes });
    return { id, ...changes };
  });
}

/** Only an unused animal type can be deleted; one the guide or a wizard question still uses can be deactivated. */
export function deleteAnimalType(db: Db, actor: Actor, id: string) {
  const doing = 'deleting animal type';
  return adminChange(db, actor, doing, {}, async (tx, admin) => {
    const [type] = await tx.select({ name: animalTypes.name }).from(animalTypes).where(eq(animalTypes.id, id)).for('update');
    if (!type) throw notFoundWhile(doing, 'animal type');
    const [usage] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(wildlifeIssues)
      .where(eq(wildlifeIssues.animalType, type.name));
    if (usage!.count > 0) {
      throw new AppError('CONFLICT', `Error ${doing}: ${usage!.count} wildlife issue${usage!.count === 1 ? ' uses' : 's use'} it; deactivate it instead`);
    }
    const [questions] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(formQuestions)
      .where(eq(formQuestions.animalType, type.name));
    if (questions!.count > 0) {
      throw new AppError(
        'CONFLICT',
        `Error ${doing}: ${questions!.count} form question${questions!.count === 1 ? ' is' : 's are'} for it; deactivate it instead`,
      );
    }
    await tx.delete(animalTypes).where(eq(animalTypes.id, id));
    await recordAudit(tx, { actorId: admin.id, action: 'animal_type.delete', entityType: 'animal_type', entityId: id, before: type });
    return { id };
  });
}

/** Every issue, active or not, for the management screen. */
export async function listIssuesForAdmin(db: Db, actor: Actor) {
  requireActorRole(actor, 'admin');
  return db
    .select({
      id: wildlifeIssues.id,
      title: wildlifeIssues.title,
      issueType: wildlifeIssues.issueType,
      severity: wildlifeIssues.severity,
      animalType: wildlifeIssues.animalType,
      active: wildlifeIssues.active,
      updatedAt: wildlifeIssues.updatedAt,
    })
    .from(wildlifeIssues)
    .orderBy(wildlifeIssues.title);
}

export async function getIssueForAdmin(db: Db, actor: Actor, id: string) {
  requireActorRole(actor, 'admin');
  const [issue] = await db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, id));
  if (!issue) throw new AppError('NOT_FOUND', 'Issue Not Found');
  const { searchVector: _vector, searchVectorEs: _vectorEs, ...fields } = issue;
  return fields;
}

export async function listTaxonomyForAdmin(db: Db, actor: Actor) {
  requireActorRole(actor, 'admin');
  const [categories, animals] = await Promise.all([
    db.select({ id: issueCategories.id, name: issueCategories.name, nameEs: issueCategories.nameEs }).from(issueCategories).orderBy(issueCategories.name),
    db
      .select({ id: animalTypes.id, name: animalTypes.name, nameEs: animalTypes.nameEs, active: animalTypes.active })
      .from(animalTypes)
      .orderBy(animalTypes.name),
  ]);
  return { categories, animals };
}
