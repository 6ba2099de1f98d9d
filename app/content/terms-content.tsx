import { Link } from '../components/link.tsx';
import { SITE } from '../../common/site';
import { formatCalendarDay } from '../../common/dates.ts';
import { ContactEmail } from '../components/contact-email.tsx';

export function TermsContent() {
  return (
    <>
      <p>
        <strong>Last updated {formatCalendarDay(SITE.termsUpdated, 'monthAndYear')}</strong>
      </p>
      <p>
        These terms apply when you use {SITE.name}, including the website, requests for help, listings, and the volunteer program. By using {SITE.name}, you
        agree to them. If you do not agree, please do not use the service.
      </p>

      <section>
        <h2>Accounts</h2>
        <ul>
          <li>Give us true, current information, and keep it up to date.</li>
          <li>Keep your password private. You are responsible for what happens under your account.</li>
          <li>Tell us if you think someone else has used your account.</li>
          <li>We may suspend or close accounts that break these terms.</li>
        </ul>
      </section>

      <section>
        <h2>Provider accounts</h2>
        <p>
          Wildlife rehabilitators and wildlife control operators can claim or create a listing through <Link to="/claim-listing">Claim a listing</Link>. If you
          hold a provider account, you agree to:
        </p>
        <ul>
          <li>
            Hold and keep current every permit, license and insurance policy your work requires, and upload accurate copies with your listing when we ask.
          </li>
          <li>Describe your services, service area, fees and standards level honestly.</li>
          <li>Follow all laws that apply to your work, including wildlife, animal welfare and consumer protection laws.</li>
          <li>Use requesters&apos; contact details only to respond to their request.</li>
          <li>
            If you are a control operator, give requesters a clear assessment, quote and payment terms before starting work. Requesters have no obligation to
            accept.
          </li>
        </ul>
        <p>
          We verify providers in steps and may show a badge for their standards level. We may change or remove a badge or listing if the information no longer
          holds, or based on requester feedback. See our <Link to="/standards">standards page</Link>.
        </p>
      </section>

      <section>
        <h2>The connecting service</h2>
        <p>
          {SITE.name} is a directory and request platform. We pass requests to providers and help them contact requesters. We do not provide wildlife care or
          wildlife control ourselves.
        </p>
        <ul>
          <li>Providers are independent. They are not our employees, agents or contractors, and they decide which requests to accept.</li>
          <li>Rehabilitators are volunteers who work without charge and rely on donations.</li>
          <li>
            Control operators are businesses that set their own fees. Any agreement for paid work is between you and the operator. {SITE.name} takes no
            commission and is not a party to that agreement.
          </li>
          <li>
            {SITE.name} is not an emergency service. If a person is in danger, call 911. If someone has been bitten or exposed to a wild animal, contact a
            doctor or your local health department.
          </li>
          <li>
            Our e-mail addresses are not for help with an animal. Requests for help sent by e-mail are not read. Use <Link to="/find-help">Find Help</Link>.
          </li>
        </ul>
      </section>

      <section>
        <h2>No guarantees</h2>
        <p>
          We do not guarantee that a provider will be available in your area, that anyone will accept your request, how quickly a provider will respond, or the
          outcome for you or the animal. Badges and verification reflect checks made at a point in time. They are not a promise about any particular job.
        </p>
      </section>

      <section>
        <h2>Conduct</h2>
        <p>When you use {SITE.name}, you agree not to:</p>
        <ul>
          <li>Send false, misleading or prank requests, or post false ratings.</li>
          <li>Harass, threaten or abuse providers, volunteers, requesters or our staff.</li>
          <li>Use the service to harm animals or to break wildlife laws.</li>
          <li>Use other people&apos;s contact details for anything other than the request they relate to.</li>
          <li>Copy the directory in bulk, scrape it, or try to get around security measures.</li>
          <li>Pretend to be someone else, or claim a listing that is not yours.</li>
        </ul>
      </section>

      <section>
        <h2>Intellectual property</h2>
        <p>
          The {SITE.name} name, website design, and the text of our guides belong to {SITE.name}. You may read and share our guides for personal, non-commercial
          use with a link back to us. Providers keep ownership of the content they add to their listings, and give us permission to display it on {SITE.name}{' '}
          for as long as the listing is active.
        </p>
      </section>

      <section>
        <h2>Limitation of liability</h2>
        <p>
          To the fullest extent the law allows, {SITE.name} is not liable for indirect, incidental or consequential losses, or for any loss caused by a
          provider&apos;s acts or failure to act, including work, fees, damage to property or harm to animals. Nothing in these terms limits liability that
          cannot be limited by law.
        </p>
      </section>

      <section>
        <h2>Disclaimer</h2>
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without warranties of any kind, to the extent the law allows. Our guides
          give general information only. They are not veterinary, medical or legal advice. Wildlife laws differ from state to state: check local rules, and
          always follow the advice of a licensed rehabilitator or a doctor.
        </p>
      </section>

      <section>
        <h2>Governing law</h2>
        <p>These terms are governed by the laws of the United States, without regard to conflict-of-law rules.</p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          We may update these terms. For material changes, we will give at least 30 days&apos; notice on the site or by e-mail to account holders before they
          take effect. If you keep using {SITE.name} after the changes take effect, you accept the new terms.
        </p>
        <p>
          Questions about these terms can be sent to <ContactEmail audience="people" />.
        </p>
      </section>
    </>
  );
}
