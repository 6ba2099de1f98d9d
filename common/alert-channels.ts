// How a provider hears of a new request (issue 20): e-mail, push to their subscribed devices, or both.
export const ALERT_CHANNELS = ['email', 'push', 'both'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: 'E-mail',
  push: 'Browser notifications',
  both: 'Both e-mail and browser notifications',
};
