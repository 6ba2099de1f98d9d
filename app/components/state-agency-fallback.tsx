import { NATIONAL_RESOURCES, type FallbackContacts } from '../../common/matching.ts';
import { telHref } from '../../common/phone.ts';
import { answeringLabel, lineLabel, lineTextsIn, shownNumber, type ShownLine } from '../../common/phone-lines.ts';
import { agencyNotesIn, type StateAgencyContact } from '../../common/state-agencies.ts';
import { translating } from '../../common/opening-hours.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// Where to turn when no provider can help (docs/decisions/046): the numbers to call for the
// situation, in order (the state agency's lines, then the national line; those answered now
// first), each with what it is for and when it is answered; then the agency's website and the
// national websites. Never an empty page, and "Call now" only above a number.

const safeWebsite = (website: string | null) => (website && /^https?:\/\//i.test(website) ? website : null);

/**
 * A number's Call button. `data-offline-name` marks the numbers a person was shown, which the
 * service worker keeps on the device for the offline page (docs/decisions/046): the name and
 * number, nothing else of the page.
 */
export function CallButton({ phone, label, name }: { phone: string; label: string; name: string }) {
  return (
    <a href={telHref(phone)} data-offline-name={name} className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
      {label}
    </a>
  );
}

function LineItem({ line }: { line: ShownLine }) {
  const t = useT();
  const locale = useLocale();
  const { hours, note } = lineTextsIn(line, locale);
  const status = answeringLabel(line.answering, translating(t), locale);
  const closed = line.answering.now === 'closed';
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">{line.organisation}</p>
      <p className="text-sm text-slate-800">{lineLabel(line, translating(t))}</p>
      {status ? <p className={`text-sm font-medium ${closed ? 'text-red-800' : 'text-green-800'}`}>{status}</p> : null}
      {/* Answered around the clock says all the hours do. */}
      {hours && line.answering.now !== 'always' ? (
        <p className="text-sm text-slate-700">
          {t('Hours:')} <span lang={hours.inEnglish ? 'en' : undefined}>{hours.text}</span>
        </p>
      ) : null}
      {note ? (
        <p lang={note.inEnglish ? 'en' : undefined} className="text-sm text-slate-700">
          {note.text}
        </p>
      ) : null}
      <p className="mt-2">
        <CallButton phone={line.phone} name={line.organisation} label={t('Call {{phone}}', { phone: shownNumber(line) })} />
      </p>
    </li>
  );
}

/** The numbers to call, in the order given. */
export function CallLines({ lines }: { lines: ShownLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-300">
      {lines.map((line) => (
        <LineItem key={line.id} line={line} />
      ))}
    </ul>
  );
}

/** The agency's website and what a caller should know of it. */
export function AgencyWebsite({ agency }: { agency: StateAgencyContact }) {
  const t = useT();
  const website = safeWebsite(agency.website);
  const notes = agencyNotesIn(agency, useLocale());
  if (!website && !notes) return null;
  return (
    <div className="mt-3">
      {website ? (
        <p>
          <a href={website} rel="noopener noreferrer" className="text-brand-800 underline">
            {t('{{name}} website', { name: agency.name })}
          </a>
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
    <ul className="mt-1 space-y-1">
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

/**
 * Whom to call, then where to read: "Call now" heads the list only when it has a number in it;
 * without one, the agency's website is what is left.
 */
export function WhereToTurn({ contacts, headingLevel = 'p' }: { contacts: FallbackContacts; headingLevel?: 'p' | 'h3' }) {
  const t = useT();
  const Lead = headingLevel;
  return (
    <div>
      {contacts.lines.length ? (
        <Lead className="font-semibold text-slate-900">
          <strong>{t('Call now.')}</strong> {t('These numbers can tell you who can help:')}
        </Lead>
      ) : contacts.agency?.website ? (
        <Lead className="text-slate-800">{t('Your state wildlife agency’s website lists who to contact:')}</Lead>
      ) : null}
      <CallLines lines={contacts.lines} />
      {contacts.agency ? <AgencyWebsite agency={contacts.agency} /> : null}
      <p className="mt-4 font-medium text-slate-900">{t('Other resources')}</p>
      <NationalResources resources={contacts.national} />
    </div>
  );
}

/** Nobody matched: where to turn, in the place the nearest providers would be. */
export function StateAgencyFallback({ fallback, noun }: { fallback: FallbackContacts | null; noun: string }) {
  const t = useT();
  return (
    <aside aria-labelledby="nearby" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="nearby" className="text-lg font-semibold text-slate-900">
        {t('No {{noun}} found nearby', { noun })}
      </h2>
      <div className="mt-2">{fallback ? <WhereToTurn contacts={fallback} /> : <NationalResources />}</div>
    </aside>
  );
}
