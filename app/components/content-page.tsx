import type { ComponentType, ReactNode } from 'react';
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

/** The `meta` and component of a route module that only shows content from app/content. */
export function contentRoute(page: { title: string; description: string; intro: string; Content: ComponentType }) {
  return {
    meta: () => pageMeta(page.title, page.description),
    Component: function ContentRoute() {
      return (
        <ContentPage title={page.title} intro={page.intro}>
          <page.Content />
        </ContentPage>
      );
    },
  };
}
