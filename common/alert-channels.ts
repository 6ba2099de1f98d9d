import { message } from './i18n.ts';

// How a provider hears of a new request: e-mail, push to their subscribed devices, or both.
export const ALERT_CHANNELS = ['email', 'push', 'both'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: message('E-mail'),
  push: message('Browser notifications'),
  both: message('Both e-mail and browser notifications'),
};

/** What the account page says once a provider has chosen: each written out whole, so it reads in Spanish too. */
export const ALERT_CHANNEL_CHOSEN: Record<AlertChannel, string> = {
  email: message('New requests now reach you by: e-mail.'),
  push: message('New requests now reach you by: browser notifications.'),
  both: message('New requests now reach you by: both e-mail and browser notifications.'),
};
