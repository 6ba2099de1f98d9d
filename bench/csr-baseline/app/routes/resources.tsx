import type { ClientLoaderFunctionArgs } from 'react-router';
import { issueSearchFromParams, issueSearchQuery } from '../../../../common/guide.ts';
import type { loader } from '../../../../app/routes/resources.tsx';
import { getJson } from '../api.ts';

// The guide's list: the same three reads as the server's loader, through the JSON API.
export { default, meta } from '../../../../app/routes/resources.tsx';

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<Loaded> {
  const search = issueSearchFromParams(new URL(request.url).searchParams);
  const [{ categories }, { animalTypes }, { issues }] = await Promise.all([
    getJson<{ categories: Loaded['categories'] }>('/api/v1/issue-categories', request),
    getJson<{ animalTypes: Loaded['animalTypes'] }>('/api/v1/animal-types', request),
    getJson<{ issues: Loaded['issues'] }>(`/api/v1/issues${issueSearchQuery(search)}`, request),
  ]);
  return { search, categories, animalTypes, issues, failed: false, searchError: null };
}
