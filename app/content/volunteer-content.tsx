import { Link } from '../components/link.tsx';
import { RABIES_VECTOR_SPECIES_TEXT } from '../../common/guide.ts';

export function VolunteerContent() {
  return (
    <>
      <section>
        <h2>Why volunteer</h2>
        <p>
          Wildlife rehabilitators are volunteers, and there are never enough of them. Much of their time goes to driving, answering calls and collecting
          animals, not to the care only they can give. When you take on some of that work, a rehabilitator can treat more animals, and more people get help when
          they find one in trouble.
        </p>
        <p>
          You do not need a background in biology or veterinary work. Reliability, patience and a willingness to follow instructions matter most. Rehabilitators
          and our team will show you what you need to know for your role.
        </p>
      </section>

      <section>
        <h2>Roles</h2>
        <h3>Transport driver</h3>
        <p>
          Drive injured or orphaned animals from the person who found them to a rehabilitator. Animals travel in a closed, secured box. You keep the car quiet
          and calm, and you do not open the box. Most runs are short, and you offer only the ones you can do.
        </p>
        <h3>Bringing supplies</h3>
        <p>Bring the person who found an animal what they need while they wait: a ventilated box, towels or a pet carrier.</p>
        <h3>Field team</h3>
        <p>
          Pick up injured animals for rehabilitators, for example a hurt goose in a park or a hawk that cannot fly. Our administrators add field team members
          for one state, from volunteers they trust, because the field team sees the address and phone number of the person waiting with the animal. Field work
          needs training in safe capture and handling, and you work within the instructions of the rehabilitator receiving the animal.
        </p>
        <h3>Fostering</h3>
        <p>
          Some rehabilitators let trained volunteers keep an animal at home for a short time, such as orphaned songbirds that need feeding through the day.
          Fostering is only ever done under the supervision of a licensed rehabilitator, following their care plan and their permit conditions.
        </p>
      </section>

      <section>
        <h2>What we ask of you</h2>
        <ul>
          <li>
            <strong>You are 18 or older.</strong> The application asks you to confirm it.
          </li>
          <li>
            <strong>You are reliable.</strong> An animal may be waiting in a box. If you say yes, please show up, and tell us early if you cannot.
          </li>
          <li>
            <strong>You follow the rehabilitator&apos;s instructions.</strong> They hold the permit and are responsible for the animal. Do not feed, treat, or
            release an animal on your own judgment.
          </li>
          <li>
            <strong>You leave rabies-vector species to trained, vaccinated people.</strong> {RABIES_VECTOR_SPECIES_TEXT} can carry rabies. Only volunteers who
            have had pre-exposure rabies vaccination and the right training may handle them. If that is not you, do not touch them, even with gloves: keep
            people and pets away, and tell the rehabilitator.
          </li>
          <li>
            <strong>You respect the people you help.</strong> Finders are often upset. Be kind, and keep their personal details private.
          </li>
        </ul>
      </section>

      <section>
        <h2>A note on the law</h2>
        <div className="not-prose rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p>
            In most states it is illegal to keep, treat or raise wildlife without a permit, even with the best intentions. As a volunteer, you act under a
            licensed rehabilitator&apos;s direction. Never take an animal home or care for it on your own. Rules differ from state to state, so ask the
            rehabilitator you work with if you are unsure.
          </p>
        </div>
      </section>

      <section>
        <h2>How the application works</h2>
        <ol>
          <li>
            <strong>Sign in.</strong> The application form appears on this page once you are signed in.
          </li>
          <li>
            <strong>Tell us about yourself.</strong> We ask why you want to volunteer, your experience with animals, your availability, your skills and which
            roles interest you. We also ask for references and some background information.
          </li>
          <li>
            <strong>We review it.</strong> Our team reads every application and may contact your references. This can take some time, because our reviewers are
            volunteers too.
          </li>
          <li>
            <strong>You hear back.</strong> This page shows our decision. If we need more information, we will ask you by e-mail.
          </li>
        </ol>
      </section>

      <section>
        <h2>After you are approved</h2>
        <p>
          Once approved, you become a Wildline helper, and your dashboard becomes a helper dashboard. You choose the state you help in, and it lists the open
          wildlife emergencies there from the last 30 days: the city, ZIP code, animal and situation, and which rehabilitator accepted it, never who asked or
          their address. On any of them you can offer transport, supplies or a foster space, with a short message. The person who asked and the rehabilitator
          who accepted see your name, e-mail address and message, so they can contact you.
        </p>
        <p>
          Pickups with the finder&apos;s address are for the field team, which an administrator adds you to separately. You are never obliged to offer anything.
          Offer when you can do it well and safely.
        </p>
      </section>

      <section>
        <h2>Other ways to help</h2>
        <ul>
          <li>
            If a rehabilitator helps an animal you found, consider a donation to them. They work for free and rely on donations for food, medicine and housing.
          </li>
          <li>
            Share our <Link to="/resources">guide to common wildlife issues</Link>, so more people know when a young animal does not need rescuing.
          </li>
          <li>
            Are you a rehabilitator or a control operator? <Link to="/claim-listing">Claim or create your listing</Link>.
          </li>
        </ul>
      </section>
    </>
  );
}
