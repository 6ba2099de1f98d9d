import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '../../common/locales.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { pageMeta } from '../meta.ts';

/** An information page: a heading, an introduction, then prose (about, privacy, terms …). */
export function ContentPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
      <div className="prose prose-slate mt-8 max-w-none prose-a:text-brand-700 prose-headings:scroll-mt-24">{children}</div>
    </div>
  );
}

/**
 * The `meta` and component of a route module that only shows content from app/content. Its title,
 * description and introduction are English keys of the catalogs, marked with `message()`; its long
 * prose is written once in each language (docs/decisions/035): app/content/ holds the English,
 * app/content/es/ its Spanish twin.
 */
export function contentRoute(page: { title: string; description: string; intro: string; Content: Record<Locale, ComponentType> }) {
  const { en: English, es: Spanish } = page.Content;
  return {
    meta: ({ location }: { location: { pathname: string } }) => pageMeta(page.title, page.description, location),
    Component: function ContentRoute() {
      const t = useT();
      return (
        <ContentPage title={t(page.title)} intro={t(page.intro)}>
          {useLocale() === 'es' ? <Spanish /> : <English />}
        </ContentPage>
      );
    },
  };
}
