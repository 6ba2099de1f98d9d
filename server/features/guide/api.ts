import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ZAnimalTypeInput, ZIssueInput, ZIssuePaging, ZIssueSearch, ZNamedInput } from '../../../common/guide-schemas.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { describedFields, jsonBody, operation, params, query } from '../../lib/api-route.ts';
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
const ID_INVALID = 'That id is not valid.';

/** Path ids: issue slugs, or uuids for categories and animal types. */
const ZSlugParam = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, ID_INVALID)
    .describe('the issue slug, e.g. raccoon-in-attic'),
});
const uuidParam = (what: string) => z.object({ id: z.uuid(ID_INVALID).describe(`the ${what} id (uuid)`) });
const ZCategoryParam = uuidParam('category');
const ZAnimalTypeParam = uuidParam('animal type');

/** The guide's search and its paging: one schema, the one the handler reads and the document shows. */
const ZIssueQuery = describedFields(ZIssueSearch.extend(ZIssuePaging.shape), {
  q: 'search words',
  category: 'a category id',
  animal: 'an animal type name',
  type: 'emergency or conflict; omit for all',
  page: 'the page, from 1 (default); past the last page answers the last page',
  perPage: 'issues a page, 1 to 100 (default 100)',
});

/** A write of the guide: administrators only, audit-logged. */
const adminWrite = (operationId: string, summary: string, responses: Record<number, string>, refusals: (404 | 409)[] = []) =>
  operation({ operationId, summary: `${summary} ${ADMIN_ONLY}`, access: 'session', responses, refusals: [403, ...refusals] });

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
      .get(
        '/animal-types',
        operation({
          operationId: 'listAnimalTypes',
          summary: 'Active animal types, by name',
          access: 'public',
          responses: { 200: '{ animalTypes: [{ id, name }] }' },
        }),
        async (c) => c.json({ animalTypes: await listActiveAnimalTypes(db, c.get('actor')) }),
      )
      .get(
        '/issue-categories',
        operation({
          operationId: 'listIssueCategories',
          summary: 'Issue categories, by name',
          access: 'public',
          responses: { 200: '{ categories: [{ id, name }] }' },
        }),
        async (c) => c.json({ categories: await listIssueCategories(db) }),
      )
      .get(
        '/issues',
        operation({
          operationId: 'searchIssues',
          summary: 'Search the wildlife-issues guide (ranked full text, typo-tolerant), a page at a time',
          access: 'public',
          responses: {
            200: '{ issues: [...], total, page, pages, perPage }: a page of the matching active issues, best first; total counts them all, page is the page answered',
          },
        }),
        query(ZIssueQuery),
        async (c) => {
          const { page, perPage, ...search } = c.req.valid('query');
          return c.json(await searchWildlifeIssuesPage(db, c.get('actor'), search, { page, perPage }));
        },
      )
      .get(
        '/issues/:id',
        operation({
          operationId: 'getIssue',
          summary: 'An active issue and up to three related ones (404 when unknown or hidden)',
          access: 'public',
          responses: { 200: 'The issue, with its related issues' },
          refusals: [404],
        }),
        params(ZSlugParam),
        async (c) => c.json(await getWildlifeIssue(db, c.get('actor'), c.req.valid('param').id)),
      )
      // Managing it: administrators (checked in the services).
      .post(
        '/issues',
        adminWrite('createIssue', 'Create an issue; its id (slug) is made from the title when absent.', { 201: '{ id }' }, [409]),
        jsonBody(ZIssueInput),
        async (c) => c.json(await createWildlifeIssue(db, c.get('actor'), c.req.valid('json')), 201),
      )
      .put('/issues/:id', adminWrite('updateIssue', 'Edit an issue.', { 200: '{ id }' }, [404, 409]), params(ZSlugParam), jsonBody(ZIssueInput), async (c) =>
        c.json(await updateWildlifeIssue(db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'))),
      )
      .patch(
        '/issues/:id/active',
        adminWrite('setIssueActive', 'Publish or hide an issue.', { 200: '{ id }' }, [404]),
        params(ZSlugParam),
        jsonBody(ZActive),
        async (c) => c.json(await setWildlifeIssueActive(db, c.get('actor'), c.req.valid('param').id, c.req.valid('json').active)),
      )
      .delete('/issues/:id', adminWrite('deleteIssue', 'Delete an issue.', { 200: '{ id }' }, [404]), params(ZSlugParam), async (c) =>
        c.json(await deleteWildlifeIssue(db, c.get('actor'), c.req.valid('param').id)),
      )
      .post('/issue-categories', adminWrite('createIssueCategory', 'Create a category.', { 201: '{ id, name }' }, [409]), jsonBody(ZNamedInput), async (c) => {
        const { name, nameEs } = c.req.valid('json');
        return c.json(await createIssueCategory(db, c.get('actor'), name, nameEs ?? null), 201);
      })
      .put(
        '/issue-categories/:id',
        adminWrite('renameIssueCategory', 'Rename a category.', { 200: '{ id, name }' }, [404, 409]),
        params(ZCategoryParam),
        jsonBody(ZNamedInput),
        async (c) => {
          const { name, nameEs } = c.req.valid('json');
          return c.json(await renameIssueCategory(db, c.get('actor'), c.req.valid('param').id, name, nameEs));
        },
      )
      .delete(
        '/issue-categories/:id',
        adminWrite('deleteIssueCategory', 'Delete a category; its issues stay, uncategorised.', { 200: '{ id }' }, [404]),
        params(ZCategoryParam),
        async (c) => c.json(await deleteIssueCategory(db, c.get('actor'), c.req.valid('param').id)),
      )
      .post('/animal-types', adminWrite('createAnimalType', 'Create an animal type.', { 201: '{ id, name }' }, [409]), jsonBody(ZNamedInput), async (c) =>
        c.json(await createAnimalType(db, c.get('actor'), c.req.valid('json').name), 201),
      )
      .put(
        '/animal-types/:id',
        adminWrite(
          'updateAnimalType',
          'Rename, deactivate or reactivate an animal type.',
          { 200: '{ id, name, active }: active only when it was sent' },
          [404, 409],
        ),
        params(ZAnimalTypeParam),
        jsonBody(ZAnimalTypeInput),
        async (c) => c.json(await updateAnimalType(db, c.get('actor'), c.req.valid('param').id, c.req.valid('json'))),
      )
      .delete(
        '/animal-types/:id',
        adminWrite('deleteAnimalType', 'Delete an animal type nothing uses (one in use can be deactivated).', { 200: '{ id }' }, [404, 409]),
        params(ZAnimalTypeParam),
        async (c) => c.json(await deleteAnimalType(db, c.get('actor'), c.req.valid('param').id)),
      )
  );
}
