import { Link } from '../components/link.tsx';
import { SITE } from '../../common/site';
import { ContactEmail } from '../components/contact-email.tsx';

export function AboutContent() {
  return (
    <>
      <section>
        <h2>What {SITE.name} is</h2>
        <p>
          {SITE.name} is a directory and request service for wildlife problems in the United States. It connects you with people near you who can help, whether
          a wild animal is hurt or a wild animal has moved into your home.
        </p>
        <p>
          We have been running since {SITE.since}. We are a connecting service. We do not treat animals ourselves, and we do not send our own crews to your
          home.
        </p>
      </section>

      <section>
        <h2>Who we serve</h2>
        <ul>
          <li>
            <strong>People facing a wildlife emergency.</strong> You found an injured bird, an orphaned fawn, a duck covered in oil, or a turtle hit on the
            road.
          </li>
          <li>
            <strong>People facing a wildlife conflict.</strong> A raccoon is in your attic, a skunk is under your deck, or bats are roosting in your walls.
          </li>
          <li>
            <strong>Wildlife professionals.</strong> Rehabilitators and humane control operators who want to be found by the people who need them.
          </li>
          <li>
            <strong>Volunteers.</strong> People who want to give their time to help wild animals in their state.
          </li>
        </ul>
      </section>

      <section>
        <h2>How it works</h2>
        <ol>
          <li>
            <strong>Find help.</strong> Go to <Link to="/find-help">Find Help</Link>. Tell us where you are, what animal it is, and what is happening. It takes
            a few minutes. Asking for help is free; you sign in or create an account at the end so providers can reach you.
          </li>
          <li>
            <strong>Connect.</strong> Your request goes to suitable providers near you. When a provider accepts it, you can see who they are, and they can
            contact you.
          </li>
          <li>
            <strong>Get help.</strong> The provider talks you through next steps. A rehabilitator may ask you to bring the animal in, or arrange a pickup. A
            control operator will assess the problem and give you a quote.
          </li>
        </ol>
        <p>When the request is finished, we ask you to rate the provider. Your feedback helps us keep the directory trustworthy.</p>
      </section>

      <section>
        <h2>Two kinds of providers</h2>
        <h3>Wildlife rehabilitators</h3>
        <p>
          Rehabilitators care for injured, sick and orphaned wild animals until they can go back to the wild. They hold the permits this work requires. They are
          volunteers. They do not charge for their care, and they rely on donations to pay for food, medicine and housing for the animals. If a rehabilitator
          helps you, please consider giving them a donation.
        </p>
        <h3>Humane wildlife control operators</h3>
        <p>
          Control operators solve conflicts between people and wildlife, such as an animal living in your attic or chimney. They are businesses. They set their
          own fees, and {SITE.name} takes no share of what you pay them. There is no commission.
        </p>
        <p>
          An operator will give you an assessment of the problem, a quote and their payment terms. You do not have to accept. You are free to say no, ask
          questions, or compare quotes.
        </p>
        <p>
          Each operator shows a standards level, so you can see what practices they have committed to. Read more on our{' '}
          <Link to="/standards">standards page</Link>.
        </p>
      </section>

      <section>
        <h2>What {SITE.name} is not</h2>
        <div className="not-prose rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold">We are not an emergency service.</p>
          <p className="mt-2">
            If a person is in danger, call 911. If someone has been bitten or scratched by a wild animal, or has touched a bat, contact a doctor or your local
            health department right away.
          </p>
        </div>
        <ul>
          <li>
            We cannot guarantee that a provider will be available near you, how quickly they will respond, or how things will turn out. If no listed provider
            covers your area, we point you to your state wildlife agency and other resources.
          </li>
          <li>Providers are independent. They are not our employees, and they make their own decisions about the animals and jobs they take on.</li>
          <li>
            Our e-mail addresses are not for help with an animal. We do not read requests for help sent by e-mail. If you need help, please use{' '}
            <Link to="/find-help">Find Help</Link>.
          </li>
        </ul>
      </section>

      <section>
        <h2>Learn before you act</h2>
        <p>
          Many wildlife situations are not what they first seem. A baby bird on the ground or a fawn alone in the grass is often fine. Our{' '}
          <Link to="/resources">guide to common wildlife issues</Link> explains what to look for and what to do.
        </p>
      </section>

      <section>
        <h2>Get involved</h2>
        <ul>
          <li>
            <strong>Volunteer.</strong> Drive animals to rehabilitators, bring supplies, offer a foster space, or join the field team in your state. See{' '}
            <Link to="/volunteer">Volunteer with us</Link>.
          </li>
          <li>
            <strong>Are you a rehabilitator or control operator?</strong> Claim your existing listing or create a new one at{' '}
            <Link to="/claim-listing">Claim a listing</Link>.
          </li>
        </ul>
        <p>
          Providers can reach us about their listing at <ContactEmail audience="providers" />. For anything else, such as your data or your privacy rights,
          write to <ContactEmail audience="people" />.
        </p>
      </section>
    </>
  );
}
