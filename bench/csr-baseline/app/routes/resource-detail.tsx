import type { ClientLoaderFunctionArgs } from 'react-router';
import { issueSearchFromParams, issueSearchQuery } from '../../../../common/guide-search.ts';
import type { loader } from '../../../../app/routes/resource-detail.tsx';
import { getJson } from '../api.ts';

// One guide page: the issue and its related issues through the JSON API, as the server's loader
// reads them from the same service.
export { default, meta, ErrorBoundary } from '../../../../app/routes/resource-detail.tsx';

type Loaded = Awaited<ReturnType<typeof loader>>;

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs): Promise<Loaded> {
  const url = new URL(request.url);
  const back = `/resources${issueSearchQuery(issueSearchFromParams(url.searchParams))}`;
  const { issue, related } = await getJson<Pick<Loaded, 'issue' | 'related'>>(`/api/v1/issues/${encodeURIComponent(params.id ?? '')}`, request, { back });
  return { issue, related, back, canonical: `${url.origin}/resources/${issue.id}` };
}
