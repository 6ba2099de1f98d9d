import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, updatedAt } from './columns.ts';

// The volunteer programme (an application is pending, then approved or rejected) and the field team.

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const volunteerApplications = pgTable(
  'volunteer_applications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<(typeof APPLICATION_STATUSES)[number]>().notNull().default('pending'),
    reason: text().notNull(),
    experience: text(),
    /** where the volunteer can help: a state, a ZIP code or a town in it, and how far they drive (null on applications sent before it was asked) */
    state: text(),
    place: text(),
    driveMiles: integer(),
    /** how to reach the volunteer (null on applications sent before it was asked) */
    phone: text(),
    availability: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    skills: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    interests: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    referenceInfo: text(),
    background: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('volunteer_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // One open application per user: a second would only wait beside the first.
    uniqueIndex('volunteer_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('volunteer_applications_created_idx').on(t.createdAt.desc()),
  ],
);

export const fieldTeamMembers = pgTable('field_team_members', {
  id: id(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** two-letter state code the member works in */
  state: text(),
  addedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
