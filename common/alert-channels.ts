import { message } from './i18n.ts';

// How a provider hears of a new request (issue 20): e-mail, push to their subscribed devices, or both.
export const ALERT_CHANNELS = ['email', 'push', 'both'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: message('E-mail'),
  push: message('Browser notifications'),
  both: message('Both e-mail and browser notifications'),
};
