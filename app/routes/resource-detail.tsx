import { isRouteErrorResponse, redirect, useLoaderData, useRouteError, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { issueSearchFromParams, issueSearchQuery } from '../../common/guide-search.ts';
import { MOVED_ISSUES } from '../../common/guide.ts';
import { localeOfPath, localizedPath } from '../../common/locales.ts';
import { message, translator } from '../../common/i18n.ts';
import { useT } from '../lib/i18n.ts';
import { IssueBadges } from '../components/issue-badges.tsx';
import { FAILED, readForPage } from '../lib/page-errors.server.ts';
import { animalTypeNameIn, getWildlifeIssue } from '../lib/services.server.ts';
import { requestServices } from '../lib/session.server.ts';
import type { Route } from './+types/resource-detail';
import { publicPage } from '../lib/public-page.server.ts';

import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, actor, config } = requestServices(context);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const movedTo = Object.hasOwn(MOVED_ISSUES, params.id) ? MOVED_ISSUES[params.id] : undefined;
  if (movedTo) throw redirect(`${localizedPath(`/resources/${movedTo}`, locale)}${url.search}`, 301);
  const back = `/resources${issueSearchQuery(issueSearchFromParams(url.searchParams))}`;
  const { issue, related } = await readForPage(() => getWildlifeIssue(db, actor, params.id, locale), { failure: FAILED.fetchingIssue, notFound: { back } });
  const animal = await animalTypeNameIn(db, issue.animalType, locale);
  return { issue: { ...issue, animalType: animal }, related, back, canonical: `${config.baseUrl}${localizedPath(`/resources/${issue.id}`, locale)}` };
}

// Every link and form here works without JavaScript, so none is sent: the page loads faster without it.
export const handle = WITHOUT_JAVASCRIPT;

export const meta = ({ data: loaded, location }: Route.MetaArgs) => {
  if (!loaded) return [{ title: `${translator(localeOfPath(location.pathname))(message('Issue Not Found'))} | Wildline` }];
  const { issue, canonical } = loaded;
  return [
    { title: `${issue.title} | Wildline` },
    { name: 'description', content: issue.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
};

function AdviceList({ title, items, ordered, lang }: { title: string; items: string[]; ordered?: boolean; lang: string | undefined }) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section lang={lang} className="mt-8">
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
  const t = useT();
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      ← {t('Back to wildlife issues')}
    </Link>
  );
}

export default function ResourceDetail() {
  const { issue, related, back } = useLoaderData<typeof loader>();
  const t = useT();
  // An entry with no Spanish yet: its English, marked as English, with a note saying so.
  const english = issue.inEnglish ? 'en' : undefined;
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
      {issue.inEnglish ? (
        <p className="mt-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800">
          {t('This guide is not translated yet; it is shown in English.')}
        </p>
      ) : null}
      <h1 lang={english} className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">
        {issue.title}
      </h1>
      <p lang={english} className="mt-4 text-lg text-slate-800">
        {issue.description}
      </p>

      <aside aria-label={t('Emergency help')} className="mt-8 rounded-xl border border-red-300 bg-red-50 p-5">
        <h2 className="text-lg font-semibold text-red-900">{t('Is an animal hurt, orphaned or in danger?')}</h2>
        <p className="mt-1 text-red-900">
          {t('Find the nearest wildlife rehabilitator now. If a person was bitten or scratched, call your doctor or local health department.')}
        </p>
        <Link to="/find-help?type=emergency" className="mt-3 inline-block rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          {t('Get emergency help')}
        </Link>
      </aside>

      <AdviceList title={t('Immediate Actions')} items={issue.immediateActions} ordered lang={english} />
      <AdviceList title={t('Long-term Solutions')} items={issue.longTermSolutions} lang={english} />
      <AdviceList title={t('Prevention Tips')} items={issue.preventionTips} lang={english} />

      {related.length > 0 ? (
        <section className="mt-10">
          <h2 className="text-2xl font-semibold text-slate-900">{t('Related Issues')}</h2>
          <ul className="mt-4 grid gap-3">
            {related.map((item) => (
              <li key={item.id}>
                <Link
                  to={`${href('/resources/:id', { id: item.id })}${back.slice('/resources'.length)}`}
                  className="block rounded-lg border border-slate-200 p-4 hover:border-brand-700"
                >
                  <IssueBadges issueType={item.issueType} severity={item.severity} />
                  <span lang={item.inEnglish ? 'en' : undefined} className="mt-2 block font-semibold text-slate-900">
                    {item.title}
                  </span>
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
  return <IssueNotFound back={back} />;
}

function IssueNotFound({ back }: { back: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t(message('Issue Not Found'))}</h1>
      <p className="mt-4 text-slate-700">{t('This issue does not exist or is no longer published.')}</p>
      <p className="mt-6">
        <BackLink to={back} />
      </p>
    </div>
  );
}
