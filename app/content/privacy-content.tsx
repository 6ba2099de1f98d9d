import { Link } from '../components/link.tsx';
import { RETENTION } from '../../common/retention.ts';
import { SITE } from '../../common/site';
import { formatCalendarDay } from '../../common/dates.ts';
import { ContactEmail } from '../components/contact-email.tsx';
import { PrivacyCookies } from './privacy-cookies.tsx';
import { PrivacySharing } from './privacy-sharing.tsx';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function PrivacyContent() {
  return (
    <>
      <p>
        <strong>Last updated {formatCalendarDay(SITE.privacyUpdated, 'monthAndYear')}</strong>
      </p>
      <p>
        This policy explains what information {SITE.name} collects, how we use it, and who we share it with. {SITE.name} is a US service that connects people
        with wildlife rehabilitators and humane wildlife control operators. We have tried to keep this policy short and plain.
      </p>

      <section>
        <h2>Information we collect</h2>
        <h3>When you ask for help</h3>
        <ul>
          <li>Your name, phone number and e-mail address.</li>
          <li>Your location: street address, city, state and ZIP code, and the map coordinates of that address.</li>
          <li>Details of the request: the kind of animal, the situation, your answers to the request questions, and anything else you tell us.</li>
          <li>
            Photos of the animal, if you add them (at most three). We draw each one again as a new picture and keep nothing else of the file you sent, such as
            where or when it was taken, or the phone it was taken with.
          </li>
          <li>For an emergency request, the donation amount you choose, if any.</li>
          <li>The rating and comments you give a provider after a request ends.</li>
        </ul>
        <h3>When you create an account</h3>
        <ul>
          <li>Your name, e-mail address and password.</li>
          <li>
            If you are a provider: your organization or business details, service area, and the permits, licenses and proof of insurance you upload for
            verification. Only you and our administrators can open those documents.
          </li>
          <li>
            If you apply to volunteer: the answers in your application, such as your reasons, experience, availability, skills, interests, references and
            background information.
          </li>
        </ul>
        <h3>Browser notifications</h3>
        <p>
          If you are a provider or a field team member and turn on notifications in your browser, we keep the address your browser gives us for them, which
          belongs to its maker&apos;s push service (Google, Mozilla, Microsoft or Apple), its keys, and the name of the browser and device, so you can tell your
          devices apart on your account page. Each notification passes through that push service: it says only the kind of request, the animal and the town,
          never who asked, what they wrote or where they live. Remove a device on your account page, or turn notifications off in the browser, and we delete it.
        </p>
        <h3>What stays on your device</h3>
        <p>
          So that the guide works where the signal drops, our site keeps on your device a copy of the guide pages you open, the guide&apos;s list, How to Use{' '}
          {SITE.name} and a page for when you are offline, and the names and phone numbers of the places you were last shown to call. It keeps nothing you
          typed: not your address, your description or your answers, and none of the pages you see when signed in. It stays in your browser and is never sent to
          us; clearing your browser&apos;s data for this site removes it. The table under “Cookies and browser storage” lists it.
        </p>
        <h3>Technical information</h3>
        <p>
          Like most websites, our servers record basic technical data, such as your IP address, browser type and the pages you request. We use this to keep the
          service running and secure.
        </p>
      </section>

      <section>
        <h2>How we use your information</h2>
        <ul>
          <li>To pass your request to suitable providers near you, and to let them contact you.</li>
          <li>To run accounts, listings and the volunteer program.</li>
          <li>To verify providers and review volunteer applications.</li>
          <li>To monitor provider quality using requester ratings and feedback.</li>
          <li>To send you messages about your request, your account or your application.</li>
          <li>To prevent abuse, fraud and security problems, and to meet legal obligations.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </section>

      <PrivacySharing />

      <section>
        <h2>Security</h2>
        <p>
          We use reasonable technical and organizational measures to protect your information, including encrypted connections and restricted staff access. No
          system is perfectly secure, so we cannot guarantee absolute security. Please use a strong password and keep it to yourself.
        </p>
      </section>

      <section>
        {/* The periods come from common/retention.ts, which the daily maintenance job enforces, so the page promises only what the code does. */}
        <h2 id="how-long-we-keep-it">How long we keep it</h2>
        <ul>
          <li>Your account and what you add to it: until you delete your account (see “Your rights” below).</li>
          <li>
            A request for help that you started but did not send, with any photos added to it: {plural(RETENTION.wizardDraftDays, 'day')} after you last changed
            it.
          </li>
          <li>
            Your street address, phone number and e-mail address on a request: for {plural(RETENTION.closedRequestContactYears, 'year')} after the request is
            resolved or cancelled. Then the street address and its map coordinates are deleted from the request, and nobody is shown your name, phone number or
            e-mail address with it again. The rest of the request (city, ZIP code, animal and situation) stays in the record of the provider who answered it.
          </li>
          <li>
            Documents a provider uploads for verification: until the provider deletes them or their account, or the listing is removed. If a claim of a listing
            is refused, the documents sent with it are deleted at once.
          </li>
          <li>Copies of the e-mails we send: {plural(RETENTION.sentMailDays, 'day')}.</li>
          <li>Records of background tasks, such as sending an e-mail: {plural(RETENTION.finishedJobDays, 'day')} after they finish.</li>
          <li>
            Counts of sign-in, registration and password-reset attempts, kept to stop abuse: {plural(RETENTION.spentRateLimitHours, 'hour')} after the last
            attempt.
          </li>
        </ul>
        <p>Once a day, we delete whatever has reached the end of its period.</p>
      </section>

      <PrivacyCookies />

      <section>
        <h2>Children under 13</h2>
        <p>
          {SITE.name} is not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has
          given us personal information, contact us and we will delete it. A child who finds an injured animal should ask an adult to send the request.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          When you are signed in, you can do these yourself on <Link to="/account">your account page</Link>:
        </p>
        <ul>
          <li>
            <strong>Access:</strong> download a copy of the personal information we hold about your account (a JSON file).
          </li>
          <li>
            <strong>Correct:</strong> change your name, phone number and password.
          </li>
          <li>
            <strong>Delete:</strong> delete your account, confirming with your password. This signs you out on every device and deletes your account details,
            your volunteer applications, the offers of help you made, our copies of the e-mails we sent you and any request that no provider answered. A request
            that a provider answered is kept for that provider, without your name, street address, phone number or e-mail address, and is cancelled if it was
            still open. Ratings you gave stay, without your comments. A listing you ran stays in the directory for your organization to claim again, without the
            documents you uploaded for it. Our audit log records that the account was deleted, without your e-mail address.
          </li>
        </ul>
        <p>You can also ask us to do any of these for you, using the contact address below.</p>
        <p>
          We may need to keep some records where the law requires it, or to resolve disputes and prevent abuse. Depending on the state you live in, you may have
          further rights under state law. We will answer requests within the time the law allows.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>If we change this policy, we will post the new version on this page and update the date at the top.</p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          To ask about this policy or to use your rights, write to <ContactEmail audience="people" />.
        </p>
        <p>
          This address is not for help with an animal. E-mailed requests for help are not read. If you need help, use <Link to="/find-help">Find Help</Link>.
        </p>
      </section>
    </>
  );
}
