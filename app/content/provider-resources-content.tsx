import { Link } from '../components/link.tsx';
import { RABIES_VECTOR_SPECIES_TEXT } from '../../common/guide.ts';
import { MAX_DOCUMENT_SIZE_LABEL } from '../../common/listing-documents.ts';
import { SITE } from '../../common/site.ts';
import { ContactEmail } from '../components/contact-email.tsx';

// /provider-resources (signed in): how requests reach a provider and what to do with
// them, written from what the product really does (server/features/providers, notifications).

export function ProviderResourcesContent({ radiusMiles }: { radiusMiles: number }) {
  return (
    <>
      <section>
        <h2>How requests reach you</h2>
        <ol>
          <li>
            <strong>A person asks for help.</strong> Someone with an injured animal, or an animal in their home, fills in the{' '}
            <Link to="/find-help">Find Help</Link> form. They tell us the place (city, state and ZIP code), the animal, what is happening, and answer a few
            questions about the situation.
          </li>
          <li>
            <strong>We match the request to providers.</strong> Emergencies go to wildlife rehabilitators. Conflicts go to wildlife control operators. A listing
            matches when it takes that animal (a listing with no animals listed takes all of them) and is within {radiusMiles} miles of the person&apos;s
            location, worked out from their ZIP code or address. If we cannot place either side on the map, we match within the same state.
          </li>
          <li>
            <strong>You are told.</strong> If your listing is claimed, approved and linked to your account, we send you an e-mail, and the request appears under{' '}
            <em>Requests you can take</em> on your <Link to="/provider-dashboard">provider dashboard</Link>.
          </li>
        </ol>
        <p>
          A listing no account runs still appears in the directory with its phone number. If it has an e-mail address, and it is among the nearest few to a
          request, that address is e-mailed the request, with a link to take it without an account (at most 10 a day). The e-mail says what you would see here
          before accepting, never who asked or how to reach them: those go only to the one who takes it. Every such e-mail has a link that stops them at once.
          To see requests on your dashboard instead, and to choose how you are told, claim your listing (see below), or take it over from the page of a request
          you have taken.
        </p>
      </section>

      <section>
        <h2>What you see before you accept</h2>
        <p>To protect the person who asked, you first see only what you need to decide:</p>
        <ul>
          <li>whether it is an emergency or a conflict;</li>
          <li>the city, state and ZIP code;</li>
          <li>the animal and the person&apos;s description of the situation;</li>
          <li>their answers to the questions in the form;</li>
          <li>for emergencies, any donation the person pledged.</li>
        </ul>
        <p>You do not see the person&apos;s name, street address, phone number or e-mail address until you accept the request.</p>
      </section>

      <section>
        <h2>Accepting or declining a request</h2>
        <p>Open the request from the e-mail or from your dashboard, then choose one answer.</p>
        <h3>Accept</h3>
        <ul>
          <li>The request is assigned to you.</li>
          <li>
            The person&apos;s name, phone number, e-mail and street address (if they gave one) appear on the request. You will find it again under{' '}
            <em>Accepted by you</em> on your dashboard.
          </li>
          <li>
            For an emergency, the field team of that state (volunteers an administrator added) also sees the person&apos;s name, address and phone, and your
            listing&apos;s name and phone, to help with a pickup. Helpers, who offer transport, supplies or a foster space, see the city, ZIP code, animal and
            situation, and your listing&apos;s name, never the person&apos;s details; their offers, with their name and e-mail, appear on the request for you.
          </li>
          <li>We e-mail the person to say you accepted, with the phone number, e-mail and website from your listing.</li>
          <li>Only one provider can accept a request. Once another provider has accepted it, it is no longer open to you.</li>
        </ul>
        <p>Please contact the person as soon as you can: they may be waiting beside an animal in a box. Use their details only to respond to this request.</p>
        <h3>Decline</h3>
        <p>
          If you cannot help, decline. You can add a short note, for example the reason. The request stays open for other providers. You can answer each request
          once.
        </p>
      </section>

      <section>
        <h2>Keeping your listing right</h2>
        <p>Your listing decides which requests reach you and how people contact you. Keep these details current:</p>
        <ul>
          <li>
            <strong>Services</strong> you offer, in plain words.
          </li>
          <li>
            <strong>Animals</strong> you accept. Only requests for these animals reach you. Leave the list empty only if you really take every animal.
          </li>
          <li>
            <strong>Days and hours</strong> when you can answer.
          </li>
          <li>
            <strong>Phone number and website.</strong> These are sent to the person when you accept.
          </li>
        </ul>
        <p>
          If you cannot change a detail yourself, write to us at <ContactEmail audience="providers" />.
        </p>
      </section>

      <section>
        <h2>Verification</h2>
        <p>
          Every listing is checked before it receives requests: we review the documents you upload (permits, licenses and proof of insurance), our staff check
          your standards, and then an administrator approves the listing. Upload them as PDF, JPEG or PNG files, up to {MAX_DOCUMENT_SIZE_LABEL} each, on{' '}
          <Link to="/claim-listing">Claim a listing</Link> right after you claim or create your listing, and later under Verification documents on your listing
          page. Only you and our administrators can open them. Until then, a claimed or new listing shows as <em>pending verification</em> on your dashboard,
          and no requests reach it. After approval, we keep watching the feedback people leave.
        </p>
      </section>

      <section>
        <h2>Standards levels for control operators</h2>
        <p>Every control operator listing shows one of three levels:</p>
        <ul>
          <li>
            <strong>Basic listing:</strong> listed in the directory, with no standards commitment.
          </li>
          <li>
            <strong>National control-operators association standard:</strong> you work to the standard of practice of a national wildlife control
            operators&apos; association.
          </li>
          <li>
            <strong>Humane-practice certification:</strong> our highest level. You hold a humane certification and commit to exclusion first, no lethal methods
            except where the law requires them, and checks for young before closing any entry point.
          </li>
        </ul>
        <p>
          If your level changes, or you apply for a higher one, we verify it again before your badge changes. Read the full{' '}
          <Link to="/standards">standards and verification</Link> page.
        </p>
      </section>

      <section>
        <h2>Fees and donations</h2>
        <ul>
          <li>
            <strong>Rehabilitators</strong> do not charge the public. Their work relies on donations. In an emergency request, the person may pledge a donation.
            It is only a pledge: {SITE.name} takes no payment. Please help whether or not a donation comes.
          </li>
          <li>
            <strong>Control operators</strong> set their own fees. Give the person an assessment, a quote and your payment terms before you start. They have no
            obligation to accept.
          </li>
          <li>
            <strong>{SITE.name} takes no commission</strong> from providers or requesters.
          </li>
        </ul>
      </section>

      <section>
        <h2>Humane practice for control operators</h2>
        <ul>
          <li>
            <strong>Exclusion first.</strong> Find every entry point. Seal them, and use one-way doors so animals leave on their own and cannot come back.
          </li>
          <li>
            <strong>Check for young.</strong> In the birthing season, many animals in attics, walls and chimneys are mothers with dependent young. Check before
            you close any entry point or fit a one-way door, so no young are sealed in or separated from their mother. If you find young, wait until they can
            leave with her, or give her a safe way to move them.
          </li>
          <li>
            <strong>Know your state&apos;s law before trapping.</strong> Many states restrict or forbid moving trapped wildlife to another place, and some
            species have extra rules. Where the law does not allow relocation, do not relocate. Check with your state wildlife agency.
          </li>
          <li>
            <strong>Finish the job.</strong> Repair the entry points once the animals are out, and tell the person how to keep them out.
          </li>
        </ul>
      </section>

      <section>
        <h2>For rehabilitators: permits and safety</h2>
        <ul>
          <li>
            <strong>Permits.</strong> Rehabilitation needs a state permit in most states, and federal permits for some species. Most native birds are protected
            by federal law: caring for them needs a federal migratory bird rehabilitation permit as well as your state permit. Keep your permits current, and
            upload the renewed permit under Verification documents on your listing page.
          </li>
          <li>
            <strong>Safe transport.</strong> Move an animal in a closed, ventilated box lined with a towel. Keep the car quiet and at a comfortable temperature,
            never leave the animal alone in a parked car, and do not give food or water on the way. Give finders the same advice if they bring an animal to you.
          </li>
          <li>
            <strong>Rabies-vector species.</strong> {RABIES_VECTOR_SPECIES_TEXT} can carry rabies. Only people who have had pre-exposure rabies vaccination, and
            whose permits allow it, should handle them. Tell finders not to touch an adult one at all, even with gloves: only to keep people and pets away,
            contain it from a distance where they can and wait for you.
          </li>
        </ul>
      </section>

      <section>
        <h2>Claiming or creating a listing</h2>
        <p>
          If your organization or business is already in the directory, claim it at <Link to="/claim-listing">Claim or create a listing</Link>. If it is not,
          create a new one there. Either way, the listing is verified before it receives requests.
        </p>
      </section>

      <section>
        <h2>More help</h2>
        <ul>
          <li>
            <Link to="/faq">Frequently asked questions</Link>
          </li>
          <li>
            <Link to="/provider-dashboard">Your provider dashboard</Link>
          </li>
          <li>
            <Link to="/help-guide">How to Use Wildline</Link>: the advice we give people who ask for help
          </li>
        </ul>
      </section>
    </>
  );
}
