import { Form, useSearchParams } from 'react-router';
import { formatRequestTime } from '../../common/dates.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { ErrorSummary, SubmitButton, SuccessBox } from './form.tsx';
import { PageHeading } from './page-heading.tsx';

/** The form's answer when the service refused it (the page is redirected to on success). */
type EmailsFormResult = { formError: string | null };

/**
 * The provider's own listing's e-mails about requests (docs/decisions/048, 058): sent to its
 * address only while no account runs it, stopped by the one-click link in any of them, and
 * started again here by the listing's provider (or by an administrator).
 */
export function ListingEmails({ stoppedAt, state, result }: { stoppedAt: Date | null; state: string; result?: EmailsFormResult }) {
  const t = useT();
  const locale = useLocale();
  const done = useSearchParams()[0].get('emails');
  const stop = stoppedAt === null;
  return (
    <section aria-labelledby="request-emails" className="mt-10 rounded-xl border border-slate-200 p-5">
      <PageHeading level={2} id="request-emails" focus={Boolean(done) && !result} className="text-xl font-semibold text-slate-900">
        {t('E-mails about requests to the listing’s address')}
      </PageHeading>
      <p className="mt-2 text-slate-700">
        {t(
          'While no account runs a listing, Wildline e-mails its address when a request near it matches, with links to take the request. While you run it, you are told through your account instead, as you chose.',
        )}
      </p>
      {done && !result ? (
        <div className="mt-4">
          <SuccessBox>{t(done === 'stopped' ? 'The e-mails are stopped.' : 'The e-mails are on again.')}</SuccessBox>
        </div>
      ) : null}
      {result?.formError ? (
        <div className="mt-4">
          <ErrorSummary formError={result.formError} />
        </div>
      ) : null}
      <p className="mt-4 font-medium text-slate-900">
        {stoppedAt ? t('Stopped since {{time}}.', { time: formatRequestTime(stoppedAt, state, locale) }) : t('These e-mails are on.')}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="emails" />
        <input type="hidden" name="emails" value={stop ? 'stop' : 'resume'} />
        <SubmitButton pendingLabel={t('Saving...')} pendingFor={(form) => form.get('intent') === 'emails'}>
          {stop ? t('Stop these e-mails') : t('Resume these e-mails')}
        </SubmitButton>
      </Form>
    </section>
  );
}
