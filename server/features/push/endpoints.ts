import type { Config } from '../../config.ts';

// Server-side request forgery: the server sends to whatever address a browser's subscription names,
// so only the browsers' own push services are accepted, over https; PUSH_ENDPOINT_ORIGINS adds a
// test's stand-in (config.ts allows only https origins in production).
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_DOMAINS = ['.push.services.mozilla.com', '.notify.windows.com'];

export const ENDPOINT_REFUSED = 'This browser’s push service is not one Wildline sends to: use Chrome, Edge, Firefox or Safari.';

export function isAllowedPushEndpoint(config: Pick<Config, 'pushEndpointOrigins'>, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.pushEndpointOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}
