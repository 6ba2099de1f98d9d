import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ZAnimalTypeInput, ZIssueInput, ZIssuePaging, ZIssueSearch, ZNamedInput } from '../../../common/guide-schemas.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { describeRoute } from '../../lib/api-operation.ts';
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
import { getWildlifeIssue, listIssueCategories, searchWildlifeIssuesPage } from './search-issues.ts';

const ZActive = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

// What each route says of itself in the OpenAPI document (server/openapi.ts).
const ADMIN_ONLY = 'Administrators only: 401 without a session, 403 for other roles. Audit-logged.';
const SLUG = { id: 'the issue slug, e.g. raccoon-in-attic' };
const UUID = (what: string) => ({ id: `the ${what} id (uuid)` });

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
      .get('/animal-types', describeRoute({ summary: 'Active animal types, by name', responses: { 200: '{ animalTypes: [{ id, name }] }' } }), async (c) =>
        c.json({ animalTypes: await listActiveAnimalTypes(db, c.get('actor')) }),
      )
      .get('/issue-categories', describeRoute({ summary: 'Issue categories, by name', responses: { 200: '{ categories: [{ id, name }] }' } }), async (c) =>
        c.json({ categories: await listIssueCategories(db) }),
      )
      .get(
        '/issues',
        describeRoute({
          summary: 'Search the wildlife-issues guide (ranked full text, typo-tolerant), a page at a time',
          query: ZIssueSearch.extend(ZIssuePaging.shape),
          parameters: {
            q: 'search words',
            category: 'a category id',
            animal: 'an animal type name',
            type: 'emergency or conflict; omit for all',
            page: 'the page, from 1 (default); past the last page answers the last page',
            perPage: 'issues a page, 1 to 100 (default 100)',
          },
          responses: {
            200: '{ issues: [...], total, page, pages, perPage }: a page of the matching active issues, best first; total counts them all, page is the page answered',
          },
        }),
        async (c) => {
          const query = c.req.query();
          const found = await searchWildlifeIssuesPage(db, c.get('actor'), ZIssueSearch.parse(query), { page: query.page, perPage: query.perPage });
          return c.json(found);
        },
      )
      .get(
        '/issues/:id',
        describeRoute({
          summary: 'An active issue and up to three related ones (404 when unknown or hidden)',
          parameters: SLUG,
          responses: { 200: 'The issue, with its related issues' },
        }),
        async (c) => c.json(await getWildlifeIssue(db, c.get('actor'), idParam(c.req.param('id'), 'slug'))),
      )
      // Managing it: administrators (checked in the services).
      .post(
        '/issues',
        describeRoute({
          summary: `Create an issue; its id (slug) is made from the title when absent. ${ADMIN_ONLY}`,
          body: ZIssueInput,
          responses: { 201: '{ id }' },
        }),
        async (c) => c.json(await createWildlifeIssue(db, c.get('actor'), await parseJsonBody(c, ZIssueInput)), 201),
      )
      .put(
        '/issues/:id',
        describeRoute({ summary: `Edit an issue. ${ADMIN_ONLY}`, parameters: SLUG, body: ZIssueInput, responses: { 200: '{ id }' } }),
        async (c) => c.json(await updateWildlifeIssue(db, c.get('actor'), idParam(c.req.param('id'), 'slug'), await parseJsonBody(c, ZIssueInput))),
      )
      .patch(
        '/issues/:id/active',
        describeRoute({ summary: `Publish or hide an issue. ${ADMIN_ONLY}`, parameters: SLUG, body: ZActive, responses: { 200: '{ id }' } }),
        async (c) => c.json(await setWildlifeIssueActive(db, c.get('actor'), idParam(c.req.param('id'), 'slug'), (await parseJsonBody(c, ZActive)).active)),
      )
      .delete('/issues/:id', describeRoute({ summary: `Delete an issue. ${ADMIN_ONLY}`, parameters: SLUG, responses: { 200: '{ id }' } }), async (c) =>
        c.json(await deleteWildlifeIssue(db, c.get('actor'), idParam(c.req.param('id'), 'slug'))),
      )
      .post(
        '/issue-categories',
        describeRoute({ summary: `Create a category. ${ADMIN_ONLY}`, body: ZNamedInput, responses: { 201: '{ id, name }' } }),
        async (c) => {
          const { name, nameEs } = await parseJsonBody(c, ZNamedInput);
          return c.json(await createIssueCategory(db, c.get('actor'), name, nameEs ?? null), 201);
        },
      )
      .put(
        '/issue-categories/:id',
        describeRoute({ summary: `Rename a category. ${ADMIN_ONLY}`, parameters: UUID('category'), body: ZNamedInput, responses: { 200: '{ id, name }' } }),
        async (c) => {
          const { name, nameEs } = await parseJsonBody(c, ZNamedInput);
          return c.json(await renameIssueCategory(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'), name, nameEs));
        },
      )
      .delete(
        '/issue-categories/:id',
        describeRoute({
          summary: `Delete a category; its issues stay, uncategorised. ${ADMIN_ONLY}`,
          parameters: UUID('category'),
          responses: { 200: '{ id }' },
        }),
        async (c) => c.json(await deleteIssueCategory(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'))),
      )
      .post(
        '/animal-types',
        describeRoute({ summary: `Create an animal type. ${ADMIN_ONLY}`, body: ZNamedInput, responses: { 201: '{ id, name }' } }),
        async (c) => c.json(await createAnimalType(db, c.get('actor'), (await parseJsonBody(c, ZNamedInput)).name), 201),
      )
      .put(
        '/animal-types/:id',
        describeRoute({
          summary: `Rename, deactivate or reactivate an animal type. ${ADMIN_ONLY}`,
          parameters: UUID('animal type'),
          body: ZAnimalTypeInput,
          responses: { 200: '{ id, name, active }: active only when it was sent' },
        }),
        async (c) => c.json(await updateAnimalType(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'), await parseJsonBody(c, ZAnimalTypeInput))),
      )
      .delete(
        '/animal-types/:id',
        describeRoute({
          summary: `Delete an animal type nothing uses (one in use can be deactivated). ${ADMIN_ONLY}`,
          parameters: UUID('animal type'),
          responses: { 200: '{ id }' },
        }),
        async (c) => c.json(await deleteAnimalType(db, c.get('actor'), idParam(c.req.param('id'), 'uuid'))),
      )
  );
}
