import { Link } from '../components/link.tsx';
import { RABIES_VECTOR_SPECIES_TEXT } from '../../common/guide.ts';

export function HelpGuideContent() {
  return (
    <>
      <section>
        <div className="not-prose rounded-lg border border-red-300 bg-red-50 p-4">
          <p className="font-semibold">If a person is in danger, call 911.</p>
          <p className="mt-2">
            If someone has been bitten or scratched by a wild animal, or a bat has touched a person, call a doctor or your local health department now. Wildline
            is not an emergency service.
          </p>
        </div>
      </section>

      <section>
        <h2>Emergency or conflict?</h2>
        <p>Wildline handles two kinds of requests. Choosing the right one gets you to the right people.</p>
        <h3>It is an emergency if a wild animal needs care</h3>
        <ul>
          <li>It is injured, bleeding, or has a broken wing or leg.</li>
          <li>It was caught by a cat or dog, even if you see no wounds.</li>
          <li>It was hit by a car, or flew into a window and cannot move away.</li>
          <li>It is covered in oil or tangled in fishing line or netting.</li>
          <li>It is a baby animal that is truly orphaned: the parent is known to be dead, or the baby is cold, hurt or crying for hours.</li>
        </ul>
        <p>Emergencies go to wildlife rehabilitators. They are volunteers and do not charge.</p>
        <h3>It is a conflict if a healthy wild animal is causing a problem</h3>
        <ul>
          <li>An animal is living in your attic, chimney, walls or crawl space.</li>
          <li>A skunk or groundhog is digging under your deck, porch or shed.</li>
          <li>Bats are roosting in your house.</li>
          <li>An animal keeps getting into your trash or garden.</li>
        </ul>
        <p>
          Conflicts go to humane wildlife control operators. They are businesses that set their own fees. See how we rate them on our{' '}
          <Link to="/standards">standards page</Link>.
        </p>
      </section>

      <section>
        <h2>Step by step: a wildlife emergency</h2>
        <ol>
          <li>Make sure you and others are safe. Keep pets and children away.</li>
          <li>
            If it is safe to do so, contain the animal in a box, as described below. Never pick up an adult rabies-vector animal (see below): keep your distance
            and call.
          </li>
          <li>
            Go to <Link to="/find-help?type=emergency">Find Help for an emergency</Link>. Enter your address, then the kind of animal and what happened. Answer
            the extra questions if you can.
          </li>
          <li>You may be offered a chance to support wildlife care with a donation. It is optional: you can continue without donating.</li>
          <li>Sign in, or create a free account with your name, e-mail and phone number, and send the request.</li>
          <li>Your request goes to rehabilitators near you. When one accepts it, they will contact you.</li>
          <li>Follow the rehabilitator&apos;s instructions. They may ask you to bring the animal in, or arrange a pickup.</li>
          <li>When it is over, rate the provider. If you can, consider a donation to the rehabilitator.</li>
        </ol>
      </section>

      <section>
        <h2>Step by step: a wildlife conflict</h2>
        <ol>
          <li>Do not try to trap the animal or block its way out yet. There may be babies inside, and a sealed-in animal can die or cause more damage.</li>
          <li>
            Go to <Link to="/find-help?type=conflict">Find Help for a conflict</Link>. Enter your address, then describe where the animal is and what you have
            seen or heard.
          </li>
          <li>Sign in, or create a free account, and send the request.</li>
          <li>A control operator who accepts the request will contact you.</li>
          <li>The operator gives you an assessment, a quote and their payment terms. Ask questions. You do not have to accept.</li>
          <li>If you go ahead, you pay the operator directly. Wildline takes no commission.</li>
          <li>When the job is done, rate the operator.</li>
        </ol>
      </section>

      <section>
        <h2>While you wait</h2>
        <p>These steps keep most injured animals, and you, safer until help arrives.</p>
        <ul>
          <li>
            <strong>Do not feed it or give it water.</strong> Wrong food can kill a wild animal, and water dripped into its mouth can go into its lungs.
          </li>
          <li>
            <strong>Use a dark, quiet box.</strong> A cardboard box with a lid and a few small air holes works well. Line it with a soft towel or T-shirt. Put
            it in a quiet room away from noise.
          </li>
          <li>
            <strong>Keep a chilled bird or mammal warm, especially babies.</strong> Place a heating pad set on low under half of the box, or a bottle of warm
            water wrapped in a towel beside the animal, so it can move away if it gets too hot. Two exceptions:
            <ul>
              <li>
                <strong>An animal that may be overheated</strong> (panting, breathing with its mouth open, or found in hot sun or a hot car or building) must
                not be warmed. Keep it in a cool, shaded, quiet place and ask for help at once.
              </li>
              <li>
                <strong>Turtles, snakes, lizards, frogs, toads and salamanders</strong> need the temperature right for their species, not a heating pad. Keep
                them at room temperature, out of the sun and away from heaters, and keep a frog, toad or salamander slightly damp, until a rehabilitator tells
                you what this animal needs.
              </li>
            </ul>
          </li>
          <li>
            <strong>Keep pets and children away.</strong> To a wild animal, people and pets look like predators. Stress alone can kill it.
          </li>
          <li>
            <strong>Do not keep checking.</strong> Leave the lid closed. Wash your hands after any contact.
          </li>
          <li>
            <strong>Never touch an adult raccoon, skunk, fox, bat, coyote or groundhog, even with gloves.</strong> {RABIES_VECTOR_SPECIES_TEXT} can carry
            rabies. Do not try to catch or box one. Keep people and pets away, contain it from a distance if you safely can (for example, close the door of the
            room, garage or shed it is in) and ask for help: a trained, vaccinated person will handle it.
          </li>
          <li>
            <strong>Any bat contact with a person needs a doctor.</strong> Bat bites can be too small to see. If a bat has touched someone, or was found in a
            room where a person was sleeping, call a doctor or your local health department. If you can do so safely, do not release the bat: it may need to be
            tested.
          </li>
        </ul>
      </section>

      <section>
        <h2>When a young animal does not need rescuing</h2>
        <p>
          Many healthy baby animals are taken from their parents by kind people who think they are orphaned. Before you pick one up, check these common cases.
          If you are unsure, watch from a distance, or <Link to="/find-help?type=emergency">ask for help</Link> before you move it.
        </p>
        <h3>Fledglings</h3>
        <p>
          A young bird with feathers, a short tail, and the ability to hop is a fledgling. Leaving the nest before it can fly well is normal. The parents are
          nearby and still feeding it. Keep cats and dogs indoors and leave it be. A bird with few or no feathers is a nestling: if you can see the nest, put it
          back. Touching it will not make the parents reject it.
        </p>
        <h3>Fawns</h3>
        <p>
          A fawn lying alone and quiet is usually fine. The mother leaves it hidden for hours and comes back to feed it, mostly at dawn and dusk. Do not touch
          it, and keep people and dogs away. It needs help if it is injured, covered in flies, lying beside a dead doe, or crying and wandering for many hours.
        </p>
        <h3>Baby rabbits</h3>
        <p>
          Mother rabbits visit the nest only a few times a day, often at night, to avoid drawing predators. A nest of bunnies alone in the daytime is normal. If
          the nest was disturbed, put the babies back and cover them with the grass and fur. Rabbits about the size of a fist, with open eyes and ears up, are
          already on their own. Any bunny caught by a cat needs help, even without visible wounds.
        </p>
        <p>
          Our <Link to="/resources">guide to common wildlife issues</Link> covers more animals and situations.
        </p>
      </section>

      <section>
        <h2>What Wildline can and cannot do</h2>
        <p>
          We connect you with volunteer rehabilitators and independent control operators. We cannot guarantee that someone will be available near you, how soon
          they will respond, or the outcome. If no listed provider covers your area, we show you your state wildlife agency and other places to ask. You can
          follow your request, or cancel it, from your dashboard. Our e-mail addresses are not for help with an animal, and e-mailed requests for help are not
          read. To ask for help, always use <Link to="/find-help">Find Help</Link>.
        </p>
      </section>
    </>
  );
}
