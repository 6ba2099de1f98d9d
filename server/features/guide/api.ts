import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ZAnimalTypeInput, ZIssueInput, ZIssueSearch, ZNamedInput } from '../../../common/guide.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { badRequest } from '../../lib/errors.ts';
import { parseJsonBody } from '../../lib/parse-body.ts';
import { listActiveAnimalTypes } from './animal-types.ts';
import {
  createAnimalType,
  createIssueCategory,
  createWildlifeIssue,
  deleteAnimalType,
  deleteIssueCategory,
  deleteWildlifeIssue,
  renameIssueCategory,
  setWildlifeIssueActive,
  updateAnimalType,
  updateWildlifeIssue,
} from './manage-guide.ts';
import { getWildlifeIssue, listIssueCategories, searchWildlifeIssues } from './search-issues.ts';

const ZActive = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

/** Path ids: issue slugs, or uuids for categories and animal types. */
function idParam(value: string, kind: 'slug' | 'uuid') {
  const ok = kind === 'uuid' ? z.uuid().safeParse(value).success : /^[a-z0-9-]{1,80}$/.test(value);
  if (!ok) throw badRequest('That id is not valid.');
  return value;
}

/** Writes are for administrators: refused before the body is even read (the services check again). */
const adminWrites: MiddlewareHandler<HttpEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') requireActorRole(c.get('actor'), 'admin');
  await next();
};

export function guideApi({ db }: AppServices) {
  return (
    new Hono<HttpEnv>()
      .use('/issues', adminWrites)
      .use('/issues/*', adminWrites)
      .use('/issue-categories', adminWrites)
      .use('/issue-categories/*', adminWrites)
      .use('/animal-types', adminWrites)
      .use('/animal-types/*', adminWrites)
      // Reading the guide: public.
      .get('/animal-types', async (c) => c.json({ animalTypes: await listActiveAnimalTypes(db, c.get('actor')) }))
      .get('/issue-categories', async (c) => c.json({ categories: await listIssueCategories(db) }))
      .get('/issues', async (c) => c.json({ issues: await searchWildlifeIssues(db, c.get('actor'), ZIssueSearch.parse(c.req.query())) }))
      .get('/issues/:id', async (c) => c.json(await getWildlifeIssue(db, c.get('actor'), idParam(c.req.param('id'), 'slug'))))
      // Managing it: administrators (checked in the services).
      .post('/issues', async (c) => c.json(await createWildlifeIssue(db, c.get('actor'), await parseJsonBody(c, ZIssueInput)), 201))
      .put('/issues/:id', async (c) =>
        c.json(await updateWildlifeIssue(db, c.get('actor'), idParam(c.req.param('id'), 'slug'), await parseJsonBody(c, ZIssueInput))),
      )
      .patch('/issues/:id/active', async (c) =>
        c.json(await setWildlifeIssueActive(db, c.get('actor'), idParam(c.req.param('id'), 'slug'), (await parseJsonBody(c, ZActive)).active)),
      )
      .delete('/issues/:id', async (c) => c.json(await deleteWildlifeIssue(db, c.get('actor'), idParam(c.req.param('id'), 'slug'))))
      .post('/issue-categories', async (c) => c.json(await createIssueCategory(db, c.get('actor'), (await parseJsonBody(c, ZNamedInput)).name), 201))
      .put('/issue-categories/:id', async (c) =>
        c.json(await renameIssueCategory(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'), (await parseJsonBody(c, ZNamedInput)).name)),
      )
      .delete('/issue-categories/:id', async (c) => c.json(await deleteIssueCategory(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'))))
      .post('/animal-types', async (c) => c.json(await createAnimalType(db, c.get('actor'), (await parseJsonBody(c, ZNamedInput)).name), 201))
      .put('/animal-types/:id', async (c) =>
        c.json(await updateAnimalType(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'), await parseJsonBody(c, ZAnimalTypeInput))),
      )
      .delete('/animal-types/:id', async (c) => c.json(await deleteAnimalType(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'))))
  );
}
