import type { ClientLoaderFunctionArgs } from 'react-router';
import { cardExcerpt, issuePageFromParams, ISSUES_PER_PAGE } from '../../../../common/guide.ts';
import { issueSearchFromParams, issueSearchQuery } from '../../../../common/guide-search.ts';
import type { loader } from '../../../../app/routes/resources.tsx';
import { getJson } from '../api.ts';

// The guide's list: the same three reads as the server's loader, through the JSON API.
export { default, meta } from '../../../../app/routes/resources.tsx';

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<Loaded> {
  const params = new URL(request.url).searchParams;
  const search = issueSearchFromParams(params);
  const query = issueSearchQuery(search, issuePageFromParams(params));
  const [{ categories }, { animalTypes }, found] = await Promise.all([
    getJson<{ categories: Loaded['categories'] }>('/api/v1/issue-categories', request),
    getJson<{ animalTypes: Loaded['animalTypes'] }>('/api/v1/animal-types', request),
    getJson<{ issues: NonNullable<Loaded['issues']>; total: number; page: number; pages: number }>(
      `/api/v1/issues${query}${query ? '&' : '?'}perPage=${ISSUES_PER_PAGE}`,
      request,
    ),
  ]);
  const { total, page, pages } = found;
  // A card's excerpt, as the server's loader sends it.
  const issues = found.issues.map((issue) => ({ ...issue, description: cardExcerpt(issue.description) }));
  return { search, page, pages, total, categories, animalTypes, issues, failed: false, searchError: null };
}
