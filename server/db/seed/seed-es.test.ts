import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { issueCategories, wildlifeIssues } from '../schema.ts';
import { seedDatabase } from './seed.ts';

// `npm run db:seed` brings the guide's Spanish (docs/decisions/034) to a database seeded before it,
// and never overwrites what an administrator wrote or reworded.
const database = useTestDatabase();
const seed = () => seedDatabase(database.db, { sampleData: false, production: true });
const entry = async (id: string) =>
  (
    await database.db
      .select({ title: wildlifeIssues.title, titleEs: wildlifeIssues.titleEs, immediateActionsEs: wildlifeIssues.immediateActionsEs })
      .from(wildlifeIssues)
      .where(eq(wildlifeIssues.id, id))
  )[0]!;

describe("the seed and the guide's Spanish", () => {
  it('fills the Spanish where there is none and the English is the seed’s, and leaves an administrator’s words alone', async () => {
    await seed();
    expect(await entry('raccoon-in-attic')).toMatchObject({ titleEs: 'Mapache en el ático' });
    const noSpanish = { titleEs: null, descriptionEs: null, immediateActionsEs: [], longTermSolutionsEs: [], preventionTipsEs: [], searchKeywordsEs: [] };
    // A database seeded before the Spanish: none of it.
    await database.db.update(wildlifeIssues).set(noSpanish);
    // An administrator reworded one entry's English, and wrote another's Spanish their own way.
    await database.db.update(wildlifeIssues).set({ title: 'Bat down on the ground' }).where(eq(wildlifeIssues.id, 'sick-or-injured-bat'));
    await database.db.update(wildlifeIssues).set({ titleEs: 'Un pajarito fuera del nido' }).where(eq(wildlifeIssues.id, 'baby-bird-out-of-nest'));
    await database.db.update(issueCategories).set({ nameEs: 'Pájaros' }).where(eq(issueCategories.name, 'Birds'));
    await database.db.update(issueCategories).set({ nameEs: null }).where(eq(issueCategories.name, 'Injured Wildlife'));

    await seed();
    expect(await entry('raccoon-in-attic')).toMatchObject({ titleEs: 'Mapache en el ático' });
    expect((await entry('raccoon-in-attic')).immediateActionsEs).toHaveLength(6);
    expect(await entry('sick-or-injured-bat')).toMatchObject({ title: 'Bat down on the ground', titleEs: null });
    expect(await entry('baby-bird-out-of-nest')).toMatchObject({ titleEs: 'Un pajarito fuera del nido' });
    const names = await database.db.select({ name: issueCategories.name, nameEs: issueCategories.nameEs }).from(issueCategories);
    expect(names).toEqual(
      expect.arrayContaining([
        { name: 'Birds', nameEs: 'Pájaros' },
        { name: 'Injured Wildlife', nameEs: 'Fauna silvestre herida' },
      ]),
    );
  });
});
