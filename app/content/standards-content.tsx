import { Link } from '../components/link.tsx';
import { StandardsLevelName } from '../components/standards-level-name.tsx';
import { SITE } from '../../common/site';

export function StandardsContent() {
  return (
    <>
      <section>
        <h2>Why standards matter</h2>
        <p>
          When a wild animal moves into your home, you want it out, and you want it done safely and humanely. Wildlife control operators work in very different
          ways. Some seal the entry points and let the animal leave on its own. Others trap and kill by default, or close up a roof while babies are still
          inside.
        </p>
        <p>
          Every control operator on {SITE.name} shows one of three standards levels, so you can see at a glance what they have committed to. Operators set their
          own fees, and {SITE.name} takes no commission, so a level reflects practice, not payment.
        </p>
      </section>

      <section>
        <h2>The three standards levels</h2>
        <p>Each level appears as a badge on the operator&apos;s listing, so you can compare operators before you choose.</p>

        <h3>
          <StandardsLevelName level="basic" />
        </h3>
        <p>
          The operator is listed in the directory, but has made no standards commitment. Basic listings help you find who works in your area. Ask them directly
          how they work before you agree to anything.
        </p>
        <p>
          <strong>What you can expect:</strong> contact details and service area. Nothing more is promised about methods.
        </p>

        <h3>
          <StandardsLevelName level="association" />
        </h3>
        <p>
          The operator meets the standard of practice of a national wildlife control operators&apos; association. Such standards cover professional conduct,
          honest dealing with customers, and following wildlife laws.
        </p>
        <p>
          <strong>What you can expect:</strong> a professional who works to a recognized industry standard and follows the law.
        </p>

        <h3>
          <StandardsLevelName level="certified" />
        </h3>
        <p>This is our highest level. The operator holds a humane certification and commits to:</p>
        <ul>
          <li>
            <strong>Exclusion first.</strong> Finding and sealing entry points, and using one-way doors so animals leave on their own and cannot come back.
          </li>
          <li>
            <strong>No lethal methods,</strong> except where the law requires them.
          </li>
          <li>
            <strong>Baby-season checks.</strong> Checking for young before closing any entry point, so no babies are sealed in or separated from their mother.
          </li>
        </ul>
        <p>
          <strong>What you can expect:</strong> a plan that removes the cause of the problem and keeps animal families together.
        </p>
      </section>

      <section>
        <h2>How we verify operators</h2>
        <p>An operator must complete three steps before a standards badge appears on their listing.</p>
        <ol>
          <li>
            <strong>Documentation review.</strong> We check the permits, licenses and insurance the operator uploads with their listing.
          </li>
          <li>
            <strong>Standards verification.</strong> Our staff check that the operator meets the level they have applied for.
          </li>
          <li>
            <strong>Approval.</strong> The operator is approved and the badge appears on their listing. Monitoring continues for as long as they are listed.
          </li>
        </ol>
        <p>Wildlife rehabilitators go through the same three-step verification.</p>
      </section>

      <section>
        <h2>Ongoing feedback monitoring</h2>
        <p>
          A badge is not a one-time prize. After a request ends, the requester can rate the provider who accepted it, from their dashboard. Our staff watch this
          feedback. If it shows a provider is not working to the standard they signed up for, we follow up, and we may move them to a lower level or remove the
          listing.
        </p>
        <p>Your rating helps the next person. Please take a minute to leave one when your request is finished.</p>
      </section>

      <section>
        <h2>For operators: moving up a level</h2>
        <p>
          If you run a wildlife control business, you can claim your existing listing, or create one, at <Link to="/claim-listing">Claim a listing</Link>. Then
          upload your permits, licenses and proof of insurance (PDF, JPEG or PNG) on that page, or later on your listing page, where you can also apply for a
          higher standards level. Our staff check each new commitment before your badge changes. Higher levels mean more commitments. There is no commission at
          any level.
        </p>
      </section>

      <section>
        <h2>Hiring an operator: advice for requesters</h2>
        <ul>
          <li>
            <strong>Ask for a written assessment and quote.</strong> It should say what the problem is, what work will be done, what it will cost and how you
            pay.
          </li>
          <li>
            <strong>Ask about exclusion.</strong> Will they find and seal every entry point? Do they use one-way doors? Is there a warranty on the repairs?
          </li>
          <li>
            <strong>Ask about babies.</strong> In spring and summer, many animals in attics and chimneys are mothers with young. Ask how they check for babies
            and what they do if they find them.
          </li>
          <li>
            <strong>Ask what happens to the animal.</strong> If trapping is proposed, ask why and where the animal will go.
          </li>
          <li>
            <strong>Take your time.</strong> You have no obligation to accept a quote. You can ask questions, compare operators, or say no.
          </li>
        </ul>
        <p>
          Payment is between you and the operator. {SITE.name} takes no share of it. If a person has been bitten or scratched, call a doctor or your local
          health department first.
        </p>
      </section>

      <section>
        <h2>Ready to get help?</h2>
        <ul>
          <li>
            <Link to="/find-help?type=conflict">Find a humane control operator</Link>
          </li>
          <li>
            <Link to="/find-help">Get help now</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
