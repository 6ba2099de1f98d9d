import { NATIONAL_RESOURCES, type MatchResult } from '../../common/matching.ts';
import { telHref } from '../../common/phone.ts';
import { agencyTextsIn, type StateAgencyContact } from '../../common/state-agencies.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// Where to turn when no provider can help (DESIGN.md "Matching"; issue 13): the state wildlife
// agency, with a Call button once an administrator has entered its phone number and its website
// either way, then national resources. Never an empty page.

const safeWebsite = (website: string | null) => (website && /^https?:\/\//i.test(website) ? website : null);

/** The agency's name, its Call button (only a number an administrator entered), website, hours and notes. */
export function AgencyContact({ agency }: { agency: StateAgencyContact }) {
  const t = useT();
  const website = safeWebsite(agency.website);
  const { hours, notes } = agencyTextsIn(agency, useLocale());
  return (
    <div>
      <p className="font-semibold text-slate-900">{agency.name}</p>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        {agency.phone ? (
          <a href={telHref(agency.phone)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('Call {{phone}}', { phone: agency.phone })}
          </a>
        ) : null}
        {website ? (
          <a
            href={website}
            rel="noopener noreferrer"
            className={
              agency.phone ? 'text-brand-800 underline' : 'rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'
            }
          >
            {t(agency.phone ? 'Website' : 'Visit their website')}
            <span className="sr-only"> {t('of the {{name}}', { name: agency.name })}</span>
          </a>
        ) : null}
      </p>
      {hours ? (
        <p className="mt-2 text-sm text-slate-700">
          {/* Hours with no Spanish yet are shown as written, marked English for screen readers (issue 18). */}
          {t('Hours:')} <span lang={hours.inEnglish ? 'en' : undefined}>{hours.text}</span>
        </p>
      ) : null}
      {notes ? (
        <p lang={notes.inEnglish ? 'en' : undefined} className="mt-1 whitespace-pre-line text-sm text-slate-700">
          {notes.text}
        </p>
      ) : null}
    </div>
  );
}

export function NationalResources({ resources = NATIONAL_RESOURCES }: { resources?: typeof NATIONAL_RESOURCES }) {
  const t = useT();
  return (
    <ul className="mt-3 space-y-1">
      {resources.map((resource) => (
        <li key={resource.website}>
          <a href={resource.website} rel="noopener noreferrer" className="text-brand-800 underline">
            {t(resource.name)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Nobody matched: the state agency and national resources, in the place the nearest providers would be. */
export function StateAgencyFallback({ fallback, noun }: { fallback: MatchResult['fallback']; noun: string }) {
  const t = useT();
  return (
    <aside aria-labelledby="nearby" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="nearby" className="text-lg font-semibold text-slate-900">
        {t('No {{noun}} found nearby', { noun })}
      </h2>
      <p className="mt-2 text-slate-800">
        {t('Your state wildlife agency can tell you who can help.')}{' '}
        {t(fallback?.agency?.phone ? 'You can call them now:' : 'Their website lists who to contact:')}
      </p>
      {fallback?.agency ? (
        <div className="mt-3">
          <AgencyContact agency={fallback.agency} />
        </div>
      ) : null}
      <p className="mt-4 font-medium text-slate-900">{t('Other resources')}</p>
      <NationalResources resources={fallback?.national} />
    </aside>
  );
}
