import { useLoaderData } from 'react-router';
import { listOutboxForDevelopment } from '../lib/services.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/dev-mailbox';
import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';
import { telHref } from '../../common/phone.ts';

// Development only: the mail Wildline would have sent, when no SMTP_URL is set (DESIGN.md).
export const meta = () => pageMeta('Mailbox (development)', 'Mail written to the outbox.');

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = requestServices(context);
  if (config.isProduction) throw new Response('Not found', { status: 404 });
  return { messages: await listOutboxForDevelopment(db, { production: config.isProduction }) };
}

/** Numbers in the one stored format (common/phone.ts), which a phone's mail app turns into links. */
const STORED_NUMBER = /(\b\d{3}-\d{3}-\d{4}(?: ext\. \d+)?)/;

/** The mail's text with its numbers as links, as a person's phone shows it: a number in a mail can be called from it. */
function TextWithNumbers({ text }: { text: string }) {
  return text.split(STORED_NUMBER).map((part, i) =>
    i % 2 ? (
      <a key={i} href={telHref(part)} className="underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function DevMailbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Mailbox (development)</h1>
      <p className="mt-2 text-slate-700">The latest 50 messages written to the outbox. This page does not exist in production.</p>
      {messages.length === 0 ? <p className="mt-6 text-slate-700">No mail yet.</p> : null}
      <ol className="mt-6 space-y-4">
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-600">
              To {message.to} · {formatDate(message.createdAt, 'timeToTheSecond', OFFICE_TIME_ZONE)}
            </p>
            <h2 className="mt-1 font-semibold text-slate-900">{message.subject}</h2>
            <pre className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">
              <TextWithNumbers text={message.text} />
            </pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
