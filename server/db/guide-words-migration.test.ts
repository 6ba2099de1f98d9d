import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { animalTypes, formQuestions, wildlifeIssues } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';

// Decision 059: the seed's fixed words reach a database seeded with the old ones (the seed runs on a
// first start only), where an administrator has not reworded them, and the merged alligator entry goes.
const database = useTestDatabase();
const MIGRATION = readFileSync(`${MIGRATIONS_FOLDER}/0029_guide_words_that_fit.sql`, 'utf8');

async function runMigration() {
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const entry = async (id: string) =>
  (
    await database.db
      .select({ immediateActions: wildlifeIssues.immediateActions, titleEs: wildlifeIssues.titleEs, longTermSolutions: wildlifeIssues.longTermSolutions })
      .from(wildlifeIssues)
      .where(eq(wildlifeIssues.id, id))
  )[0];

describe('migration 0029: the words that fit', () => {
  it('replaces the old seed’s words, keeps an administrator’s, and takes out the merged alligator entry', async () => {
    await seedDatabase(database.db, { sampleData: false, production: true });
    // A database seeded before the fixes: the old words, and the second alligator entry.
    const porch = (await entry('animal-under-porch-in-winter'))!;
    const oldPorch = porch.immediateActions.with(
      2,
      'Keep pets leashed and away, and never reach under the porch or handle any animal bare-handed; several of these species can carry rabies.',
    );
    await database.db.update(wildlifeIssues).set({ immediateActions: oldPorch }).where(eq(wildlifeIssues.id, 'animal-under-porch-in-winter'));
    await database.db.update(animalTypes).set({ nameEs: 'Golondrina / Avión' }).where(eq(animalTypes.name, 'Swallow / Martin'));
    await database.db.update(animalTypes).set({ nameEs: 'Jabalí (pecarí)' }).where(eq(animalTypes.name, 'Javelina'));
    await database.db.update(formQuestions).set({ questionEs: '¿El animal está contenido?' }).where(eq(formQuestions.question, 'Is the animal contained?'));
    await database.db.insert(wildlifeIssues).values({
      id: 'alligator-in-pool-or-yard',
      title: 'Alligator in a pool, yard or garage',
      description: 'Keep well away.',
      issueType: 'conflict',
      severity: 'high',
      animalType: 'Alligator',
    });
    // An administrator wrote their own words here: the migration leaves them.
    await database.db.update(wildlifeIssues).set({ titleEs: 'Jabalinas en mi patio' }).where(eq(wildlifeIssues.id, 'javelinas-in-yard'));
    await database.db.update(animalTypes).set({ nameEs: 'Topo o topillo' }).where(eq(animalTypes.name, 'Mole / Vole'));

    await runMigration();

    expect((await entry('animal-under-porch-in-winter'))!.immediateActions[2]).toMatch(/even with gloves/);
    expect(await entry('alligator-in-pool-or-yard')).toBeUndefined();
    expect(await entry('alligator-in-pool-or-garage')).toBeDefined();
    expect((await entry('javelinas-in-yard'))!.titleEs).toBe('Jabalinas en mi patio');
    const names = await database.db.select({ name: animalTypes.name, nameEs: animalTypes.nameEs }).from(animalTypes);
    expect(names).toEqual(
      expect.arrayContaining([
        { name: 'Swallow / Martin', nameEs: 'Golondrina' },
        { name: 'Javelina', nameEs: 'Pecarí (jabalina)' },
        { name: 'Mole / Vole', nameEs: 'Topo o topillo' },
      ]),
    );
    const [question] = await database.db
      .select({ questionEs: formQuestions.questionEs })
      .from(formQuestions)
      .where(eq(formQuestions.question, 'Is the animal contained?'));
    expect(question!.questionEs).toBe('¿Tiene al animal guardado en una caja o encerrado?');
  });

  it('changes nothing in a database seeded with the new words', async () => {
    await seedDatabase(database.db, { sampleData: false, production: true });
    const before = await database.db.select().from(wildlifeIssues).orderBy(wildlifeIssues.id);
    await runMigration();
    expect(await database.db.select().from(wildlifeIssues).orderBy(wildlifeIssues.id)).toEqual(before);
  });
});
