import { href } from 'react-router';
import { Link } from '../link.tsx';
import type { FirstAid } from '../../../common/guide.ts';
import { useT } from '../../lib/i18n.ts';

/** "While you wait" on an emergency's later steps: what to do until help calls back. */
export function FirstAidBox({ aid }: { aid: FirstAid }) {
  const t = useT();
  return (
    <section aria-labelledby="first-aid" className="rounded-xl border border-red-300 bg-red-50 p-5">
      <h2 id="first-aid" className="text-lg font-semibold text-red-900">
        {t('While you wait: {{what}}', {
          what: aid.issue
            ? aid.issue.title
            : t(aid.general && aid.general !== 'any' ? 'first steps for this kind of animal' : 'first steps for any wild animal'),
        })}
      </h2>
      {/* A guide page with no Spanish yet: said, not hidden, since English first aid beats none. */}
      {aid.inEnglish ? <p className="mt-1 text-sm text-red-950 italic">{t('This guide is shown in English: it has no Spanish text yet.')}</p> : null}
      <ol lang={aid.inEnglish ? 'en' : undefined} className="mt-2 list-decimal space-y-1 pl-5 text-red-950">
        {aid.actions.map((action) => (
          <li key={action}>{action}</li>
        ))}
      </ol>
      {aid.issue ? (
        <Link to={href('/resources/:id', { id: aid.issue.id })} className="mt-2 inline-block font-semibold text-red-900 underline">
          {t('More about this')}
        </Link>
      ) : aid.pages.length ? (
        <>
          <p className="mt-3 font-medium text-red-950">{t('Our guide on what to do, by situation:')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {aid.pages.map((page) => (
              <li key={page.id}>
                <Link to={href('/resources/:id', { id: page.id })} lang={page.inEnglish ? 'en' : undefined} className="font-semibold text-red-900 underline">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
