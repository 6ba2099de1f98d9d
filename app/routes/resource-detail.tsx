import { isRouteErrorResponse, useLoaderData, useRouteError, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { issueSearchFromParams, issueSearchQuery } from '../../common/guide.ts';
import { IssueBadges } from '../components/issue-badges.tsx';
import { FAILED, readForPage } from '../lib/page-errors.server.ts';
import { getWildlifeIssue } from '../lib/services.server.ts';
import { requestServices } from '../lib/session.server.ts';
import type { Route } from './+types/resource-detail';
import { publicPage } from '../lib/public-page.server.ts';

import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, actor, config } = requestServices(context);
  const back = `/resources${issueSearchQuery(issueSearchFromParams(new URL(request.url).searchParams))}`;
  const { issue, related } = await readForPage(() => getWildlifeIssue(db, actor, params.id), { failure: FAILED.fetchingIssue, notFound: { back } });
  return { issue, related, back, canonical: `${config.baseUrl}/resources/${issue.id}` };
}

// Issue 16: every link and form here works without JavaScript, so none is sent.
export const handle = WITHOUT_JAVASCRIPT;

export const meta = ({ data: loaded }: Route.MetaArgs) => {
  if (!loaded) return [{ title: 'Issue Not Found | Wildline' }];
  const { issue, canonical } = loaded;
  return [
    { title: `${issue.title} | Wildline` },
    { name: 'description', content: issue.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
};

function AdviceList({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="mt-8">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      <List className={`mt-3 space-y-2 pl-6 text-slate-800 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      ← Back to wildlife issues
    </Link>
  );
}

export default function ResourceDetail() {
  const { issue, related, back } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to={back} />
      <div className="mt-6">
        <IssueBadges issueType={issue.issueType} severity={issue.severity} />
      </div>
      <p className="mt-3 text-sm font-medium text-slate-600">
        {issue.animalType}
        {issue.categoryName ? ` · ${issue.categoryName}` : ''}
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{issue.title}</h1>
      <p className="mt-4 text-lg text-slate-800">{issue.description}</p>

      <aside aria-label="Emergency help" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-5">
        <h2 className="text-lg font-semibold text-red-900">Is an animal hurt, orphaned or in danger?</h2>
        <p className="mt-1 text-red-900">
          Find the nearest wildlife rehabilitator now. If a person was bitten or scratched, call your doctor or local health department.
        </p>
        <Link to="/find-help?type=emergency" className="mt-3 inline-block rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          Get emergency help
        </Link>
      </aside>

      <AdviceList title="Immediate Actions" items={issue.immediateActions} ordered />
      <AdviceList title="Long-term Solutions" items={issue.longTermSolutions} />
      <AdviceList title="Prevention Tips" items={issue.preventionTips} />

      {related.length > 0 ? (
        <section className="mt-10">
          <h2 className="text-2xl font-semibold text-slate-900">Related Issues</h2>
          <ul className="mt-4 grid gap-3">
            {related.map((item) => (
              <li key={item.id}>
                <Link
                  to={`${href('/resources/:id', { id: item.id })}${back.slice('/resources'.length)}`}
                  className="block rounded-lg border border-slate-200 p-4 hover:border-brand-700"
                >
                  <IssueBadges issueType={item.issueType} severity={item.severity} />
                  <span className="mt-2 block font-semibold text-slate-900">{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-10">
        <BackLink to={back} />
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const back = (error.data as { back?: string } | undefined)?.back ?? '/resources';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Issue Not Found</h1>
      <p className="mt-4 text-slate-700">This issue does not exist or is no longer published.</p>
      <p className="mt-6">
        <BackLink to={back} />
      </p>
    </div>
  );
}
