import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { ALERT_CHANNEL_LABELS, ALERT_CHANNELS, type AlertChannel } from '../../common/alert-channels.ts';
import { formatDate, OFFICE_TIME_ZONE } from '../../common/dates.ts';
import type { AccountResult } from '../lib/account-actions.server.ts';
import { FieldMessages, SubmitButton, useHydrated } from './form.tsx';
import { message } from '../../common/i18n.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// Browser notifications on the account page. Subscribing needs the browser's push
// service, so JavaScript; the list of devices and the choice of channel are plain forms.

export interface PushSettings {
  publicKey: string;
  devices: { id: string; label: string; createdAt: Date | string }[];
  /** how a provider hears of new requests; null for a field-team member */
  channel: AlertChannel | null;
}

const BUTTON = 'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

export function PushSection({ settings, result }: { settings: PushSettings; result: AccountResult | undefined }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="notifications" className="mt-8 rounded-xl border border-slate-200 p-6">
      <h2 id="notifications" className="text-xl font-semibold text-slate-900">
        {t('Browser notifications')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t(
          settings.channel === null
            ? 'Get a notification on this phone or computer within seconds of an emergency in your state that needs a pickup, even when Wildline is not open.'
            : 'Get a notification on this phone or computer within seconds of a new request you can take, even when Wildline is not open.',
        )}
      </p>
      <TurnOn publicKey={settings.publicKey} />
      <h3 className="mt-6 font-semibold text-slate-900">{t('Devices with notifications on')}</h3>
      {settings.devices.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {settings.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <span className="font-medium text-slate-900">{device.label}</span>
                <span className="block text-sm text-slate-600">
                  {t('Added {{day}}', { day: formatDate(device.createdAt, 'day', OFFICE_TIME_ZONE, locale) })}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-device" />
                <input type="hidden" name="deviceId" value={device.id} />
                <button type="submit" className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50">
                  {t('Remove')}
                  <span className="sr-only"> {device.label}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{t('No devices yet.')}</p>
      )}
      {settings.channel ? <ChannelForm channel={settings.channel} result={result} /> : null}
    </section>
  );
}

/** The subscribe button, once JavaScript runs; without it, why there is none. */
function TurnOn({ publicKey }: { publicKey: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false });
  // Only where JavaScript is truly off: while it loads, nothing is said (the button comes with it).
  if (!hydrated) {
    return (
      <noscript>
        <p className="mt-4 rounded-md bg-slate-100 p-3 text-slate-800">
          {t(
            'Turning on notifications needs JavaScript, which is off in this browser. You can still remove devices and choose how you hear of new requests below.',
          )}
        </p>
      </noscript>
    );
  }
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return <p className="mt-4 rounded-md bg-slate-100 p-3 text-slate-800">{t('This browser cannot show notifications from websites.')}</p>;
  }
  const turnOn = async () => {
    setState({ busy: true, message: null, failed: false });
    try {
      setState({ busy: false, message: await subscribe(publicKey), failed: false });
      await revalidator.revalidate();
    } catch (error) {
      setState({ busy: false, message: error instanceof Error ? error.message : String(error), failed: true });
    }
  };
  return (
    <div className="mt-4">
      <button type="button" className={BUTTON} disabled={state.busy} onClick={() => void turnOn()}>
        {t(state.busy ? 'Turning on...' : 'Turn on notifications in this browser')}
      </button>
      <p role="status" className={`mt-2 ${state.failed ? 'text-red-800' : 'text-slate-700'}`}>
        {state.message ? t(state.message) : null}
      </p>
    </div>
  );
}

/** Asks for permission, subscribes through the service worker, and hands the subscription to the server. */
async function subscribe(publicKey: string): Promise<string> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error(message('Notifications are blocked for Wildline in this browser: allow them in its site settings, then try again.'));
  const registration = await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  } catch {
    throw new Error(message('This browser could not reach its push service. Check the connection and try again.'));
  }
  const response = await fetch('/api/v1/push-subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (!response.ok) {
    await subscription.unsubscribe();
    const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
    throw new Error(problem?.detail ?? message('Notifications could not be turned on. Please try again.'));
  }
  return message('Notifications are on in this browser.');
}

function ChannelForm({ channel, result }: { channel: AlertChannel; result: AccountResult | undefined }) {
  const t = useT();
  const errors = result?.intent === 'alert-channel' ? result.fieldErrors.alertChannel : undefined;
  return (
    <Form method="post" noValidate className="mt-6">
      <input type="hidden" name="intent" value="alert-channel" />
      <fieldset aria-describedby={errors ? 'alert-channel-errors' : undefined}>
        <legend className="font-semibold text-slate-900">{t('How new requests reach you')}</legend>
        <p className="mt-1 text-sm text-slate-600">{t('With browser notifications only, you are e-mailed while no device has them on.')}</p>
        <div className="mt-2 space-y-2">
          {ALERT_CHANNELS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name="alertChannel" value={value} defaultChecked={value === channel} className="h-4 w-4" />
              {t(ALERT_CHANNEL_LABELS[value])}
            </label>
          ))}
        </div>
        <FieldMessages id="alert-channel-errors" messages={errors} />
      </fieldset>
      <div className="mt-4">
        <SubmitButton pendingLabel={t('Saving...')}>{t('Save choice')}</SubmitButton>
      </div>
    </Form>
  );
}
