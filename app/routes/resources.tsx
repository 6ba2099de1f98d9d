import { data, Form, redirect, useLoaderData, useLocation, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { localeOfPath } from '../../common/locales.ts';
import { message, translateMessage } from '../../common/i18n.ts';
import { sortedByLabel } from '../../common/localized-text.ts';
import { cardExcerpt, issuePageFromParams, ISSUES_PER_PAGE } from '../../common/guide.ts';
import { issueSearchFromParams, issueSearchQuery, type TIssueSearch } from '../../common/guide-search.ts';
import { ErrorBox } from '../components/form.tsx';
import { IssueBadges } from '../components/issue-badges.tsx';
import { listActiveAnimalTypes, listIssueCategories, searchWildlifeIssuesPage } from '../lib/services.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { useT } from '../lib/i18n.ts';
import { loadAsDocument, withOwnScript } from '../lib/page-scripts.ts';
import resourcesScript from '../enhance/resources.ts?worker&url';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/resources';
import { FAILED, refusalOf } from '../lib/page-errors.server.ts';
import { notKept, publicPage } from '../lib/public-page.server.ts';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

// Markup only, never hydrated (docs/decisions/043): the search as you type, the
// remembered search and the count's announcement are app/enhance/resources.ts, a few kilobytes
// instead of React's ~125 KB. Without JavaScript the form and the pager's links do it all.
export const handle = withOwnScript(resourcesScript);

export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    message('Common Wildlife Issues'),
    message('What to do about injured, orphaned or unwanted wildlife: a searchable guide to the situations US wildlife hotlines hear most.'),
    location,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const search = issueSearchFromParams(url.searchParams);
  const page = issuePageFromParams(url.searchParams);
  const { db, actor, logger } = requestServices(context);
  // Whatever part fails, the page still comes, with what did load and a message saying the list did not load.
  const [categories, animalTypes, found] = await Promise.allSettled([
    listIssueCategories(db),
    listActiveAnimalTypes(db, actor),
    searchWildlifeIssuesPage(db, actor, search, { page, perPage: ISSUES_PER_PAGE }, locale),
  ]);
  // One address per search: empty fields (and type=all, page=1 or a page that is not a number)
  // leave the query string, and a page past the last (an old link, ?page=9999) is the last.
  const canonical = issueSearchQuery(search, found.status === 'fulfilled' ? found.value.page : page);
  if (url.search !== canonical && !(url.search === '?' && canonical === '')) throw redirect(`/resources${canonical}`);
  const loaded = <T,>(part: PromiseSettledResult<T>, what: string): T | null => {
    if (part.status === 'fulfilled') return part.value;
    logger.error({ err: part.reason }, `Error loading ${what} of the wildlife issues guide`);
    return null;
  };
  const parts = {
    categories: loaded(categories, 'the categories'),
    animalTypes: loaded(animalTypes, 'the animal types'),
    found: loaded(found, 'the issues'),
  };
  const failed = Object.values(parts).some((part) => part === null);
  // A search the service refused says why; any other failure only that the list did not load.
  const searchError = found.status === 'rejected' ? (refusalOf(found.reason, FAILED.searchingIssues)?.message ?? null) : null;
  // Only what a card shows travels to the page (its HTML carries the data a second time).
  const animalLabels = new Map((parts.animalTypes ?? []).map((a) => [a.name, a.nameEs]));
  const issues = parts.found?.issues.map(({ id, title, description, issueType, severity, animalType, inEnglish }) => ({
    id,
    title,
    description: cardExcerpt(description),
    issueType,
    severity,
    animalType: (locale === 'es' && animalLabels.get(animalType)) || animalType,
    ...(inEnglish ? { inEnglish } : {}),
  }));
  const shown = {
    search,
    page,
    pages: parts.found?.pages ?? 1,
    total: parts.found?.total ?? 0,
    categories: sortedByLabel(parts.categories ?? [], locale).map(({ id, name, nameEs }) => ({ id, name: (locale === 'es' && nameEs) || name })),
    // Each animal's label in the page's language, sent only where it differs: the list is on every page of the guide.
    animalTypes: sortedByLabel(parts.animalTypes ?? [], locale).map(({ id, name, nameEs }) => ({
      id,
      name,
      ...(locale === 'es' && nameEs ? { label: nameEs } : {}),
    })),
    issues: issues ?? null,
    failed,
    searchError,
  };
  // A failure is for now, not for everyone who comes in the next minute.
  return data(shown, failed ? notKept : undefined);
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base';

export default function Resources() {
  const { search, page, pages, total, categories, animalTypes, issues, failed, searchError } = useLoaderData<typeof loader>();
  const t = useT();
  const query = issueSearchQuery(search);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('Common Wildlife Issues')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {t('What to do right now, and what solves the problem for good.')} {t('If an animal is hurt or in danger,')}{' '}
        <Link to="/find-help?type=emergency" className="font-semibold text-red-800 underline">
          {t('get emergency help')}
        </Link>
        .
      </p>

      {/* The script follows this form as it changes (data-issue-search) and shows the list it finds in #issue-results. */}
      <Form
        method="get"
        role="search"
        aria-label={t('Wildlife issues')}
        data-issue-search=""
        className="mt-8 grid gap-4 rounded-xl bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
      >
        <div>
          <label htmlFor="issue-q" className="block text-sm font-medium text-slate-800">
            {t('Search')}
          </label>
          <input id="issue-q" name="q" type="search" defaultValue={search.q ?? ''} placeholder={t('e.g. baby bird, bat in house')} className={selectClass} />
        </div>
        <div>
          <label htmlFor="issue-category" className="block text-sm font-medium text-slate-800">
            {t('Category')}
          </label>
          <select id="issue-category" name="category" defaultValue={search.category ?? ''} className={selectClass}>
            <option value="">{t('All Categories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            {/* a chosen filter stays chosen when it is not in the list (the list did not load, or it is gone) */}
            {search.category && !categories.some((c) => c.id === search.category) ? <option value={search.category}>{t('Chosen category')}</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="issue-animal" className="block text-sm font-medium text-slate-800">
            {t('Animal')}
          </label>
          <select id="issue-animal" name="animal" defaultValue={search.animal ?? ''} className={selectClass}>
            <option value="">{t('All Animals')}</option>
            {animalTypes.map((a) => (
              <option key={a.id} value={a.name}>
                {'label' in a ? a.label : a.name}
              </option>
            ))}
            {search.animal && !animalTypes.some((a) => a.name === search.animal) ? <option value={search.animal}>{search.animal}</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="issue-type" className="block text-sm font-medium text-slate-800">
            {t('Type')}
          </label>
          <select id="issue-type" name="type" defaultValue={search.type ?? ''} className={selectClass}>
            <option value="">{t('All Types')}</option>
            <option value="emergency">{t('Emergencies')}</option>
            <option value="conflict">{t('Conflicts')}</option>
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t('Search')}
        </button>
      </Form>

      <div id="issue-results" data-searching={t('Searching…')} className="mt-8 space-y-4">
        {failed ? <ErrorBox>{searchError ? translateMessage(t, searchError) : t('Failed to load wildlife issues. Please try again.')}</ErrorBox> : null}
        {issues === null ? null : issues.length === 0 ? (
          <div className="rounded-xl border border-slate-200 p-8 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{t('No Issues Found')}</h2>
            <p className="mt-2 text-slate-700">{t('Try other words, or fewer filters.')}</p>
            {/* the script forgets the remembered search when this is followed */}
            <Link
              to="/resources"
              data-clear-search=""
              className="mt-4 inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('Clear search and filters')}
            </Link>
          </div>
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-slate-600">
              {t('{{count}} issues', { count: total })}
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {issues.map((issue) => (
                <li key={issue.id}>
                  <Link to={`${href('/resources/:id', { id: issue.id })}${query}`} className="issue-card">
                    <IssueBadges issueType={issue.issueType} severity={issue.severity} />
                    <span className="mt-3 text-sm font-medium text-slate-600">{issue.animalType}</span>
                    {/* An entry with no Spanish yet: its English, said so and marked as English. */}
                    {'inEnglish' in issue ? <span className="mt-1 text-sm text-slate-600 italic">{t('Not yet translated: shown in English.')}</span> : null}
                    <h2 lang={'inEnglish' in issue ? 'en' : undefined} className="mt-1 text-lg font-semibold text-slate-900">
                      {issue.title}
                    </h2>
                    <p lang={'inEnglish' in issue ? 'en' : undefined} className="mt-2 line-clamp-2 text-slate-700">
                      {issue.description}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager search={search} page={page} pages={pages} />
          </>
        )}
      </div>
      <template id="issue-search-failed">
        <SearchFailed again="" />
      </template>
    </div>
  );
}

const pagerLink = 'whitespace-nowrap rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** Plain links to the pages before and after, carrying the search: they work without JavaScript. */
function Pager({ search, page, pages }: { search: TIssueSearch; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  // On a phone the page number on a line of its own and the two links under it; wider, all three
  // in a row (the links' row dissolves into the nav, an empty slot keeping the number centred).
  const slot = (order: string) => <span className={`hidden sm:block sm:w-40 ${order}`} />;
  return (
    <nav aria-label={t('Pages of wildlife issues')} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-center text-sm text-slate-600 sm:order-2">{t('Page {{page}} of {{pages}}', { page, pages })}</p>
      <div className="flex gap-3 sm:contents">
        {page > 1 ? (
          <Link to={`/resources${issueSearchQuery(search, page - 1)}`} rel="prev" className={`${pagerLink} sm:order-1`}>
            ← {t('Previous page')}
          </Link>
        ) : (
          slot('sm:order-1')
        )}
        {page < pages ? (
          <Link to={`/resources${issueSearchQuery(search, page + 1)}`} rel="next" className={`${pagerLink} ml-auto sm:order-3`}>
            {t('Next page')} →
          </Link>
        ) : (
          slot('sm:order-3')
        )}
      </div>
    </nav>
  );
}

/**
 * A search that could not reach the server: the guide's own message, a way to try again and the
 * way to emergency help. The script shows it (from the page's <template>) when a search as you
 * type fails, a phone losing its signal, with the address it asked for in Try again.
 */
function SearchFailed({ again }: { again: string }) {
  const t = useT();
  return (
    <>
      <ErrorBox>{t('Failed to load wildlife issues. Please try again.')}</ErrorBox>
      <p className="flex flex-wrap gap-4">
        <a href={again} data-try-again="" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('Try again')}
        </a>
        <Link to="/find-help?type=emergency" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
          {t('Get emergency help')}
        </Link>
      </p>
    </>
  );
}

/** The guide's own message and a way to try again, not the site's error page, if the page fails to render. */
export function ErrorBoundary() {
  const location = useLocation();
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('Common Wildlife Issues')}</h1>
      <div className="mt-8 space-y-4">
        <SearchFailed again={`${location.pathname}${location.search}`} />
      </div>
    </div>
  );
}
