import { useContext } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import stylesheet from './app.css?url';
import { message, translateMessage, translator } from '../common/i18n.ts';
import { localeOfPath, localizedPath, prefersSpanish } from '../common/locales.ts';
import { fieldTeam, listStandardsLevelNames, rememberOwnLocale, sampleListingsShown } from './lib/services.server.ts';
import { requestServices } from './lib/session.server.ts';
import { ownScript, ScriptNonceContext, shipsJavaScript } from './lib/page-scripts.ts';
import type { Route } from './+types/root';
import { RequestReference } from './components/request-reference.tsx';
import { SampleListingsBanner } from './components/sample-listings-banner.tsx';
import { useRouteFocus } from './components/route-focus.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { Link } from './components/link.tsx';
import { LanguageAlternates, SpanishOffer } from './components/language-switch.tsx';
import { catalogUrl } from './lib/catalog-url.ts';
import { useLocale, useT } from './lib/i18n.ts';
import { useRootData } from './lib/root-data.ts';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable, with the guide kept for use with no signal (service-worker/sw.ts).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icon-192.png' },
];

const MAIN_ID = 'main';

/**
 * A Spanish page's redirects stay in Spanish: pages and services redirect to English
 * paths, and here those become the page's language's. Before React Router encodes a data
 * request's redirect, so both kinds of request get it.
 */
const keepLanguageInRedirects: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  const location = response.headers.get('Location');
  if (!location || response.status < 300 || response.status >= 400) return response;
  const localized = localizedPath(location, localeOfPath(new URL(request.url).pathname));
  if (localized === location) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', localized);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * A signed-in person's language is the one they last sent a form in: their e-mails are
 * then in it. Only on a post that was taken, after it ran: reading a page changes nothing.
 */
const rememberLanguage: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const response = await next();
  // A refused post (a cross-site one, a form with errors) is not a choice of language.
  if (request.method !== 'POST' || response.status >= 400) return response;
  const { actor, db } = requestServices(context);
  if (actor.kind === 'user') await rememberOwnLocale(db, actor, localeOfPath(new URL(request.url).pathname));
  return response;
};

export const middleware = [keepLanguageInRedirects, rememberLanguage];

/**
 * Who is signed in, for the header (Dashboard and Logout, or Login), and whether they are on
 * the field team (the header checks membership); whether sample listings are shown
 * (the banner); the configured contact addresses (footer and information pages); the
 * site's address (language alternates) and whether to offer Spanish; the standards
 * levels' names, which any page's listing badges may show (decision 039: three short rows, read
 * here once rather than by each page that shows a listing).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, db, config } = requestServices(context);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [sampleListings, standardsLevels] = await Promise.all([sampleListingsShown(db), listStandardsLevelNames(db)]);
  const site = {
    sampleListings,
    standardsLevels,
    contact: { people: config.contactEmail, providers: config.providersEmail },
    baseUrl: config.baseUrl,
    // The one line offering Spanish, in Spanish (a browser has only its page's words); the page
    // cache keeps the two versions of an English page apart (server/lib/page-cache.ts).
    spanishOffer: locale === 'en' && prefersSpanish(request.headers.get('accept-language')) ? translator('es')(message('Read this page in Spanish')) : null,
  };
  if (actor.kind !== 'user') return { ...site, user: null };
  const { member } = await fieldTeam.getFieldTeamMembership(db, actor);
  return { ...site, user: { fullName: actor.fullName, role: actor.role, fieldTeam: member } };
}

/**
 * Who is signed in does not change with a page's query string (the guide's search as you type,
 * the wizard's steps): only a form post or another page re-reads it. A failed search then stays
 * the page's own error, not the whole site's.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Content pages opt out of JavaScript (app/lib/page-scripts.ts): without <Scripts/> they get no
  // modulepreload links and no inline scripts, so nothing of the app's bundle is downloaded.
  const matches = useMatches();
  const scripts = shipsJavaScript(matches);
  // A page with a script of its own instead (the wizard, docs/decisions/038), with the nonce as every script.
  const script = scripts ? undefined : ownScript(matches);
  const nonce = useContext(ScriptNonceContext);
  const locale = useLocale();
  const t = useT();
  const baseUrl = useRootData()?.baseUrl;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <Meta />
        <Links />
        {scripts ? <link rel="preload" href={catalogUrl(locale)} as="fetch" crossOrigin="anonymous" /> : null}
        {baseUrl ? <LanguageAlternates baseUrl={baseUrl} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {t('Skip to main content')}
        </a>
        <SpanishOffer />
        <SampleListingsBanner />
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {scripts ? <Scripts /> : null}
        {script ? <script src={script} defer nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/** On a slow connection, say that the next page is on its way, so a tap does not seem lost. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const t = useT();
  // A new search on the same page shows its own progress.
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 flex justify-center">
      <span className="mt-1 rounded-full bg-brand-800 px-3 py-1 text-sm text-white shadow">{t('Loading...')}</span>
    </div>
  );
}

export default function App() {
  useRouteFocus(MAIN_ID);
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? 'Page Not Found' : 'Something went wrong');
  // A service's refusal says what failed (app/lib/page-errors.server.ts); a real failure only that something did.
  const refusal = isRouteErrorResponse(error) && !notFound ? (error.data as { message?: unknown } | undefined)?.message : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${title} | Wildline`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {notFound
          ? t('We could not find the page you were looking for. It may have moved, or the address may be mistyped.')
          : typeof refusal === 'string'
            ? translateMessage(t, refusal)
            : t('We could not show this page. Please try again in a moment.')}
      </p>
      <p className="mt-2 text-slate-700">
        {t('If an animal needs help right now, use')}{' '}
        <Link to="/find-help" className="font-semibold text-brand-700 underline">
          {t('Get Help Now')}
        </Link>
        .
      </p>
      <p className="mt-8">
        <Link to="/" className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {t('Go to the home page')}
        </Link>
      </p>
      {!notFound && <RequestReference />}
    </div>
  );
}
