import { Hono } from 'hono';
import { ZIssueSearch } from '../../../common/guide.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { badRequest } from '../../lib/errors.ts';
import { listActiveAnimalTypes } from './animal-types.ts';
import { getWildlifeIssue, listIssueCategories, searchWildlifeIssues } from './search-issues.ts';

export function guideApi({ db }: AppServices) {
  return new Hono<HttpEnv>()
    .get('/animal-types', async (c) => c.json({ animalTypes: await listActiveAnimalTypes(db, c.get('actor')) }))
    .get('/issue-categories', async (c) => c.json({ categories: await listIssueCategories(db) }))
    .get('/issues', async (c) => {
      const search = ZIssueSearch.parse(c.req.query());
      return c.json({ issues: await searchWildlifeIssues(db, c.get('actor'), search) });
    })
    .get('/issues/:id', async (c) => {
      const id = c.req.param('id');
      if (id.length > 120) throw badRequest('That issue id is too long.');
      return c.json(await getWildlifeIssue(db, c.get('actor'), id));
    });
}
