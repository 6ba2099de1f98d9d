import { Form, useLoaderData } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';
import { message } from '../../common/i18n.ts';
import { pageMeta } from '../meta.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/listing-emails-stop';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('Stop E-mails About Requests'), message('Stop the e-mails Wildline sends your listing about requests near it.'), location);

// The "Stop these e-mails" link of the e-mails to listings without an account (docs/decisions/048).
// Opening it changes nothing (a mail scanner may open links); the button posts to the same
// address, which server/features/help-requests/listing-link-routes.ts answers, as it answers a
// mail client's one-click unsubscribe (RFC 8058), and comes back here saying it is done.

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { stopped: query.has('stopped'), invalid: query.has('invalid') };
}

export default function ListingEmailsStop() {
  const t = useT();
  const { stopped, invalid } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading className="text-3xl font-bold text-slate-900">{t('Stop e-mails about requests')}</PageHeading>
      {stopped ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
          {t('Done: your listing gets no more e-mails about requests. To have them again, write to us, or take over your listing with an account.')}
        </p>
      ) : invalid ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
          {t('This link does not work: it may have been cut short when it was copied. Open it again from the e-mail.')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-800">
            {t(
              'Wildline e-mails your listing when someone near it needs help and nobody with an account is nearer. Stop them, and people are still shown your listing and its phone number.',
            )}
          </p>
          <Form method="post" reloadDocument className="mt-4">
            <button type="submit" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              {t('Stop these e-mails')}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
