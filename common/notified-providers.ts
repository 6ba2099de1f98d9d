import type { ProviderKind } from './matching.ts';

// What the requester is told about who heard of their request (issue 13, docs/decisions/016):
// the number the submission stored, in the same words on /request-submitted and in the e-mail.

const NOUNS: Record<ProviderKind, [one: string, many: string]> = {
  rehabilitator: ['rehabilitator', 'rehabilitators'],
  control: ['control operator', 'control operators'],
};

/** "rehabilitator" for 1, "rehabilitators" otherwise. */
export const providerNoun = (kind: ProviderKind, count: number) => NOUNS[kind][count === 1 ? 0 : 1];

/** "1 rehabilitator was notified", "2 control operators were notified"; with none, the plain truth. */
export function notifiedSentence(kind: ProviderKind, count: number): string {
  if (count === 0) return `No ${providerNoun(kind, 1)} on Wildline could be notified automatically`;
  return `${count} ${providerNoun(kind, count)} ${count === 1 ? 'was' : 'were'} notified`;
}

/** What the requester should do when nobody was notified: said before the numbers to call. */
export const NONE_NOTIFIED_ADVICE =
  'Your request is saved, but nobody has been told about it yet. Do not wait for a call: contact one of the places below now.';

/** What happens after providers were notified. */
export const NOTIFIED_NEXT = 'When one accepts, you will see their contact details on your dashboard and get an e-mail.';
