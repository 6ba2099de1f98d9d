import type { TFunction } from 'i18next';
import { message } from './i18n.ts';
import type { ProviderKind } from './matching.ts';
import type { Translate } from './opening-hours.ts';

// What the requester is told about who heard of their request (docs/decisions/016):
// the number the submission stored, in the same words on /request-submitted and in the e-mail,
// in the request's language (`t` is the page's or the e-mail's).

/** "1 rehabilitator was notified", "2 control operators were notified"; with none, the plain truth. */
export function notifiedSentence(t: TFunction, kind: ProviderKind, count: number): string {
  if (count === 0) {
    return t(
      kind === 'rehabilitator'
        ? 'No rehabilitator on Wildline could be notified automatically'
        : 'No control operator on Wildline could be notified automatically',
    );
  }
  return t(kind === 'rehabilitator' ? '{{count}} rehabilitators were notified' : '{{count}} control operators were notified', { count });
}

/** What the requester should do when nobody was notified: said before the numbers to call. */
export const NONE_NOTIFIED_ADVICE = message(
  'Your request is saved, but nobody has been told about it yet. Do not wait for a call: contact one of the places below now.',
);

/** What happens after providers were notified. */
export const NOTIFIED_NEXT = message('When one accepts, you will see their contact details on your dashboard and get an e-mail.');

/** How a listing was told (docs/decisions/048), as the requester reads it beside its name. */
export const TOLD_HOW = {
  notification: message('through their Wildline account'),
  email: message('by e-mail'),
} as const;

/** What happens while nobody has taken the request, and once everyone in reach was told. */
export const WIDENS_AFTER = message('If nobody takes it within {{time}}, we tell more of them, further away, and e-mail you who.');
export const EVERYONE_IN_REACH_TOLD = message(
  'Everyone in reach has been told, and nobody has taken your request yet. Call one of the numbers below now; your request stays open if someone takes it later.',
);

/** A wait as people say it: '20 minutes', '1 hour', '24 hours'. */
export function waitText(t: Translate, minutes: number): string {
  return minutes % 60 === 0 ? t('{{count}} hours', { count: minutes / 60 }) : t('{{count}} minutes', { count: minutes });
}
