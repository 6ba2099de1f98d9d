import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZCapacity } from '../../common/providers-schemas.ts';
import { useTestDatabase } from '../../test/database.ts';
import { actorFor, createProviderAccount, createUser } from '../../test/factories.ts';
import { animalTypes, auditLog } from '../db/schema.ts';
import { AUDIT_ACTIONS, type AuditAction } from './audit.ts';
import { setOwnCapacity } from '../features/providers/capacity.ts';
import { auditActionChoices, listAuditEntries } from '../features/admin/audit-log.ts';

// The audit log reads as sentences (docs/decisions/060): every action in the one list of audited
// actions has one, in English and Spanish, with names where the entry holds ids.
const database = useTestDatabase();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function people() {
  const ana = await createUser(database.db, { role: 'admin', fullName: 'Ana Ruiz', email: 'ana.ruiz@example.org' });
  const sam = await createUser(database.db, { role: 'user', fullName: 'Sam Member', email: 'sam@example.org' });
  const { listing, actor: provider } = await createProviderAccount(database.db, { name: 'Front Range Songbird Rescue' });
  return { ana, sam, listing, provider };
}

/** One entry of `action` as its service records it: about the listing, a person, or a row kept by name. */
function entryFor(action: AuditAction, ids: { sam: string; listing: string }) {
  const [kind] = action.split('.') as [string];
  if (action === 'provider.import')
    return { entityType: 'provider_import', entityId: 'abc123', after: { rows: 3, created: 2, updated: 1, unchanged: 0, rejected: 0 } };
  if (action === 'provider_feedback.create') return { entityType: 'provider_feedback', entityId: randomUUID(), after: { providerId: ids.listing, rating: 5 } };
  if (kind === 'provider')
    return {
      entityType: 'provider',
      entityId: ids.listing,
      before: { fileName: 'permit.pdf' },
      after: { fileName: 'permit.pdf', capacityUntil: '2026-12-02T17:00:00.000Z', capacityAnimals: ['Songbird'] },
    };
  if (kind === 'user' || (kind === 'field_team' && action !== 'field_team.pickup_done'))
    return { entityType: 'user', entityId: ids.sam, before: { role: 'user', state: 'CO' }, after: { role: 'helper', state: 'CO' } };
  // A row since deleted: its name as the entry kept it.
  return {
    entityType: kind,
    entityId: randomUUID(),
    before: { title: 'Heron tangled in fishing line' },
    after: { title: 'Heron tangled in fishing line', direction: 'down' },
  };
}

describe('the audit log as sentences', () => {
  it('has a sentence for every audited action, in English and Spanish, with names and no ids', async () => {
    const { ana, sam, listing } = await people();
    for (const action of AUDIT_ACTIONS) {
      await database.db.insert(auditLog).values({ actorId: ana.id, action, ...entryFor(action, { sam: sam.id, listing: listing.id }) });
    }
    const admin = actorFor(ana);
    for (const locale of ['en', 'es'] as const) {
      const { entries } = await listAuditEntries(database.db, admin, {}, locale);
      expect(entries.map((e) => e.action).sort()).toEqual([...AUDIT_ACTIONS].sort());
      const unread = entries.filter(
        (e) =>
          !e.sentence.startsWith('Ana Ruiz ') ||
          e.sentence.includes(e.action) ||
          e.sentence.includes('{{') ||
          e.sentence.includes('…') ||
          UUID.test(e.sentence),
      );
      expect(unread.map((e) => `${e.action}: ${e.sentence}`)).toEqual([]);
    }
    const [english, spanish] = [await listAuditEntries(database.db, admin, {}, 'en'), await listAuditEntries(database.db, admin, {}, 'es')];
    const untranslated = english.entries.filter((e, i) => spanish.entries[i]!.sentence === e.sentence).map((e) => e.action);
    expect(untranslated).toEqual([]);
    const role = english.entries.find((e) => e.action === 'user.role')!;
    expect(role.sentence).toBe('Ana Ruiz made Sam Member a Volunteer helper (was Member)');
    expect(role.changes).toEqual([{ field: 'Role', before: 'user', after: 'helper' }]);
    expect(english.entries.find((e) => e.action === 'provider_feedback.create')!.sentence).toBe('Ana Ruiz rated Front Range Songbird Rescue');
    expect(english.entries.find((e) => e.action === 'form_question.move')!.sentence).toBe(
      'Ana Ruiz moved the wizard question “Heron tangled in fishing line” down',
    );
    // Every action is offered in the filter by its words, not its code.
    expect(auditActionChoices([]).map((c) => c.label)).toContain('marked … full for … until …');
    expect(auditActionChoices([]).filter((c) => c.label.includes('.') || c.label.includes('_'))).toEqual([]);
  });

  it('says an unknown action plainly, so the check above is not vacuous', async () => {
    const { ana, listing } = await people();
    await database.db.insert(auditLog).values({ actorId: ana.id, action: 'provider.teleport', entityType: 'provider', entityId: listing.id });
    const [entry] = (await listAuditEntries(database.db, actorFor(ana), {})).entries;
    expect(entry!.sentence).toBe('Ana Ruiz did “provider.teleport” to Front Range Songbird Rescue');
  });

  it('reads a real change: marked full until a time in Eastern, with the zone, and before → after fields', async () => {
    const { ana, provider } = await people();
    await database.db.insert(animalTypes).values({ name: 'Songbird' }).onConflictDoNothing();
    const now = new Date('2026-11-25T19:00:00Z');
    await setOwnCapacity(database.db, provider, ZCapacity.parse({ until: '2026-12-02T10:00', animals: ['Songbird'], note: '' }), now);
    const [entry] = (await listAuditEntries(database.db, actorFor(ana), {})).entries;
    expect(entry!.sentence).toBe('Test provider marked Front Range Songbird Rescue full for Songbird until Dec 2, 2026, 12:00 PM EST');
    expect(entry!.when).toMatch(/ E[SD]T$/);
    expect(entry!.changes).toEqual([
      { field: 'Capacity until', before: '—', after: 'Dec 2, 2026, 12:00 PM EST' },
      { field: 'Capacity animals', before: '—', after: 'Songbird' },
    ]);
  });

  it('filters by who, what and day (days read in Eastern time)', async () => {
    const { ana, sam, listing } = await people();
    const at = (iso: string) => new Date(iso);
    await database.db.insert(auditLog).values([
      { actorId: ana.id, action: 'provider.approve', entityType: 'provider', entityId: listing.id, createdAt: at('2026-11-20T04:30:00Z') }, // Nov 19, 11:30 PM EST
      {
        actorId: ana.id,
        action: 'user.role',
        entityType: 'user',
        entityId: sam.id,
        before: { role: 'user' },
        after: { role: 'helper' },
        createdAt: at('2026-11-20T15:00:00Z'),
      },
      { actorId: sam.id, action: 'volunteer.apply', entityType: 'volunteer_application', entityId: randomUUID(), createdAt: at('2026-11-21T15:00:00Z') },
    ]);
    const admin = actorFor(ana);
    const actions = async (filter: Parameters<typeof listAuditEntries>[2]) => (await listAuditEntries(database.db, admin, filter)).entries.map((e) => e.action);
    expect(await actions({ from: '2026-11-20', to: '2026-11-20' })).toEqual(['user.role']);
    expect(await actions({ to: '2026-11-19' })).toEqual(['provider.approve']);
    expect(await actions({ from: '2026-11-21' })).toEqual(['volunteer.apply']);
    expect(await actions({ actor: 'sam' })).toEqual(['volunteer.apply']);
    expect(await actions({ action: 'provider.approve', actor: 'ana' })).toEqual(['provider.approve']);
    expect(await actions({ from: 'yesterday' })).toHaveLength(3);
  });
});
