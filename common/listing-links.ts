import { message } from './i18n.ts';

// What a listing's e-mail link says when it cannot be used (docs/decisions/048): the page's
// heading and its sentence, for each reason.

export type LinkRefusal = 'forged' | 'expired' | 'not-told' | 'ended';

export const LINK_REFUSAL_HEADING: Record<LinkRefusal, string> = {
  forged: message('This link does not work'),
  expired: message('This link has expired'),
  'not-told': message('This link is not for this request'),
  ended: message('This request has ended'),
};

export const LINK_REFUSED: Record<LinkRefusal, string> = {
  forged: message('This link does not work: it may have been cut short when it was copied. Open it again from the e-mail.'),
  expired: message('This link has expired: links in these e-mails work for 7 days.'),
  'not-told': message('This link is not for this request.'),
  ended: message('This request has ended: the person who asked resolved or cancelled it.'),
};
