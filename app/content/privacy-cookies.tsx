import { FIELD_TEAM_STORAGE_KEY } from '../../common/field-team.ts';
import { SEARCH_STORAGE_KEY } from '../../common/guide-search.ts';

/** The service worker's cache (service-worker/sw.ts keeps the same name). */
const OFFLINE_CACHE = 'wildline-offline';

// /privacy "Cookies and browser storage": every cookie and browser-storage key the
// site sets, with its purpose and lifetime. server/privacy-cookies.test.ts fails when the site
// sets a cookie, or the app's code a storage key, that this list does not name.

export interface StoredItem {
  name: string;
  purpose: string;
  lifetime: string;
}

export const COOKIES: StoredItem[] = [
  {
    name: 'wildline.session_token',
    purpose: 'Keeps you signed in. It holds a random key to your session, which we keep on our server.',
    lifetime:
      '30 days after you last used the site, renewed while you use it; if you untick “Remember me” when you sign in, until you close your browser. Signing out deletes it.',
  },
  {
    name: 'wildline.dont_remember',
    purpose: 'Set only when you sign in with “Remember me” unticked: tells our server not to keep you signed in once the browser is closed.',
    lifetime: 'Until you close your browser or sign out.',
  },
  {
    name: 'wildline.two_factor',
    purpose: 'Set only for an account with two-factor sign-in, after its password is accepted: links the code you type next to that sign-in.',
    lifetime: '10 minutes, or until the code is accepted.',
  },
  {
    name: 'wildline.trust_device',
    purpose:
      'Set only if a program signing in through our programming interface asks to trust the device for two-factor sign-in; our pages never ask. It lets that browser skip the code.',
    lifetime: '30 days.',
  },
  {
    name: 'wildline.device',
    purpose:
      'Set when you sign in: a random key, signed by our server, saying that this browser has signed in to your account before. If someone keeps guessing your password elsewhere, you can still sign in from here. It holds nothing about you.',
    lifetime: '1 year.',
  },
  {
    name: 'wildline.wizard',
    purpose:
      'Set when you open Find Help: a random key to the request you are filling in, so your answers are kept between steps. The answers themselves are kept on our server, never in the cookie.',
    lifetime: '7 days.',
  },
];

export const BROWSER_STORAGE: StoredItem[] = [
  {
    name: SEARCH_STORAGE_KEY,
    purpose:
      'Your last search in the wildlife issues guide (the words, category, animal and type), so the guide opens where you left it. It stays in your browser and is never sent to us.',
    lifetime: 'Until you clear your browser’s data for this site.',
  },
  {
    name: OFFLINE_CACHE,
    purpose:
      'Kept by our site’s service worker so that pages open without a connection: the guide pages you opened (at most 60), the guide’s list, How to Use Wildline, the offline page, and the names and phone numbers of the places you were last shown to call. Nothing you typed, and no page you see signed in. It is never sent to us.',
    lifetime: 'Until you clear your browser’s data for this site. The oldest guide pages go first; the numbers are replaced by the next ones you are shown.',
  },
  {
    name: FIELD_TEAM_STORAGE_KEY,
    purpose: 'Only for field team members: a copy of that membership in your browser. Our server checks membership itself on every page.',
    lifetime: 'Until you sign out.',
  },
];

const HEADINGS = ['Name', 'What it is for', 'How long it lasts'] as const;

/** A table of cookies or storage keys; the Spanish page (./es/privacy-cookies.tsx) gives its own headings. */
export function StoredItems({ caption, items, headings = HEADINGS }: { caption: string; items: StoredItem[]; headings?: readonly [string, string, string] }) {
  return (
    <table>
      <caption className="text-left">{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row" className="break-all">
              <code>{item.name}</code>
            </th>
            <td>{item.purpose}</td>
            <td>{item.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PrivacyCookies() {
  return (
    <section>
      <h2>Cookies and browser storage</h2>
      <p>
        We use only the cookies and browser storage below, all our own and all needed for the site to work. We use no advertising or analytics cookies and no
        third-party trackers. On our secure site the names of the four sign-in cookies start with <code>__Secure-</code>, which tells your browser to send them
        only over an encrypted connection, and every cookie is sent only that way.
      </p>
      <StoredItems caption="Cookies" items={COOKIES} />
      <StoredItems caption="Browser storage (local storage and the offline cache)" items={BROWSER_STORAGE} />
    </section>
  );
}
