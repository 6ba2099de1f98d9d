import { Link } from '../components/link.tsx';
import { SITE } from '../../common/site';

export function MissionVisionContent() {
  return (
    <>
      <section>
        <h2>Our mission</h2>
        <p>
          When a wild animal needs help, or a wild animal is causing a problem, people often do not know who to call. Our mission is to make that first step
          easy. {SITE.name} connects people with volunteer wildlife rehabilitators and humane wildlife control operators near them, so that animals get the
          right care and conflicts are solved without needless harm.
        </p>
      </section>

      <section>
        <h2>Our vision</h2>
        <p>
          We want a country where anyone who finds a hurt animal can reach a trained person quickly, and where humane, exclusion-first methods are the normal
          way to deal with wildlife in and around homes. We also want the people who do this work, many of them unpaid, to be easier to find and better
          supported.
        </p>
      </section>

      <section>
        <h2>Our values</h2>
        <dl>
          <dt>Animal welfare first</dt>
          <dd>
            Every page, form and feature starts with one question: what is best for the animal? Sometimes the answer is to leave it alone. We say so, even when
            it means fewer requests.
          </dd>

          <dt>Humane methods</dt>
          <dd>
            For conflicts, we favor solutions that keep animals out rather than kill them: sealing entry points, one-way doors, and checking for babies before
            anyone closes a gap. Our <Link to="/standards">standards program</Link> rewards operators who work this way.
          </dd>

          <dt>Honesty</dt>
          <dd>
            We tell you plainly what we are and what we are not. We are a connecting service, not an emergency service. We cannot promise that a provider will
            be available, how fast they will respond, or how things will turn out. We take no commission from control operators, and we say how each one has
            been checked.
          </dd>

          <dt>Respect for volunteers</dt>
          <dd>
            Rehabilitators work for free and pay for much of their work through donations. Our volunteers give their evenings and weekends. We try to send them
            clear, complete requests, protect their time, and never treat them as a free service that owes anyone an answer.
          </dd>

          <dt>Accessibility</dt>
          <dd>
            People often find an injured animal late at night, on a phone, while upset. We write in plain language, keep forms short, and build pages that work
            with screen readers, keyboards and slow connections.
          </dd>
        </dl>
      </section>

      <section>
        <h2>What we commit to</h2>
        <ul>
          <li>
            <strong>Free to ask for help.</strong> Sending a request through <Link to="/find-help">Find Help</Link> costs you nothing.
          </li>
          <li>
            <strong>No commission.</strong> Control operators set their own fees, and we take no share of what you pay them.
          </li>
          <li>
            <strong>No pressure.</strong> An operator gives you an assessment, a quote and payment terms. You never have to accept.
          </li>
          <li>
            <strong>Careful checks.</strong> We review providers&apos; permits, licenses and insurance before they get a badge, and we keep watching the
            feedback requesters leave.
          </li>
          <li>
            <strong>Your privacy.</strong> Until one of them accepts your request, providers near you see your city and ZIP code, the animal, the situation and
            your answers to the form, but not your name, street address, phone number or e-mail. The provider who accepts gets those, and for an emergency so
            does the field team of your state, to pick the animal up. Our <Link to="/privacy">privacy policy</Link> says exactly who sees what.
          </li>
          <li>
            <strong>Good information.</strong> Our <Link to="/resources">guide to common wildlife issues</Link> helps you decide when an animal truly needs
            rescuing, and when it is better left alone.
          </li>
          <li>
            <strong>Clear limits.</strong> If a person is in danger or has been bitten, we will always tell you to call 911, a doctor or your local health
            department first.
          </li>
        </ul>
      </section>

      <section>
        <h2>Join us</h2>
        <p>
          You can help by <Link to="/volunteer">volunteering</Link> to drive animals, bring supplies or foster, or as a field team member. If you are a
          rehabilitator or control operator, you can <Link to="/claim-listing">claim or create your listing</Link>.
        </p>
      </section>
    </>
  );
}
