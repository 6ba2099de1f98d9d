import type { ReactNode } from 'react';
import { Link } from '../components/link.tsx';
import { RABIES_VECTOR_SPECIES_TEXT } from '../../common/guide.ts';
import { MAX_DOCUMENT_SIZE_LABEL, MAX_DOCUMENTS_PER_LISTING } from '../../common/listing-documents.ts';
import { SITE } from '../../common/site.ts';
import { ContactEmail } from '../components/contact-email.tsx';

// /faq (signed in): providers' questions, grouped by topic, each answered briefly.
// /provider-resources says the same things at more length; keep the two in step.

interface Question {
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  title: string;
  questions: Question[];
}

/** The topics, with the matching radius the administrators set, so the answer stays true when they change it. */
const topics = (radiusMiles: number): FaqTopic[] => [
  {
    title: 'Requests',
    questions: [
      {
        question: 'How do requests reach me?',
        answer: (
          <>
            A person fills in the <Link to="/find-help">Find Help</Link> form. Emergencies go to rehabilitators and conflicts to control operators, when the
            listing takes that animal and is within {radiusMiles} miles of the person&apos;s location (worked out from their address or ZIP code). If your
            listing is claimed, approved and linked to your account, you get an e-mail and the request appears on your{' '}
            <Link to="/provider-dashboard">provider dashboard</Link>. If your listing has an e-mail address but no account runs it, the nearest few such
            listings are e-mailed the request instead, with a link to take it without an account, at most 10 a day. That e-mail never holds the person&apos;s
            name, address, phone number or e-mail: only the one who takes the request is given them. Each such e-mail has a link that stops them at once; only
            the listing&apos;s provider or our staff can start them again. If nobody takes a request in time, we send it to more providers, further away.
          </>
        ),
      },
      {
        question: 'Why am I not getting any requests?',
        answer: (
          <>
            Check that your listing is approved (your dashboard says so if it is still pending verification), that its animals list includes the animals you
            take, and that its address is right, since distance is measured from it. There may also simply be no requests near you yet.
          </>
        ),
      },
      {
        question: 'What can I see before I accept a request?',
        answer: (
          <>
            The type of request, the city, state and ZIP code, the animal, the situation, the answers to the form&apos;s questions, the photos of the animal the
            person added (up to three) and, for emergencies, any donation pledged. Never the person&apos;s name, street address, phone number or e-mail before
            you accept.
          </>
        ),
      },
      {
        question: 'What happens when I accept?',
        answer: (
          <>
            The request is assigned to you, the person&apos;s name, street address (if they gave one), phone number and e-mail appear on the request, and we
            e-mail them to say you accepted, with the phone number, e-mail and website from your listing. For an emergency, the field team of that state also
            sees the person&apos;s address and phone, and your name and phone, to help with a pickup. Please contact the person as soon as you can.
          </>
        ),
      },
      {
        question: 'Can two providers accept the same request?',
        answer: 'No. Only one provider can accept a request. Once another provider has accepted it, it is no longer open to you.',
      },
      {
        question: 'What if I cannot help?',
        answer: 'Decline the request. You can add a short note, for example the reason. The request stays open for other providers.',
      },
    ],
  },
  {
    title: 'Your listing',
    questions: [
      {
        question: 'How do I claim my listing, or create one?',
        answer: (
          <>
            Go to <Link to="/claim-listing">Claim or create a listing</Link>. Find your organization or business and claim it, or create a new listing if it is
            not there.
          </>
        ),
      },
      {
        question: 'Why does my listing say it is pending verification?',
        answer: (
          <>
            Every claimed or new listing is checked before it receives requests: we review the documents you upload, our staff check your standards, and an
            administrator approves the listing. Until then it shows as pending verification.
          </>
        ),
      },
      {
        question: 'How do I send my permits, licenses and insurance?',
        answer: (
          <>
            Upload them on <Link to="/claim-listing">Claim or create a listing</Link> right after you claim or create your listing, and later under Verification
            documents on your listing page. Each can be a PDF, JPEG or PNG of up to {MAX_DOCUMENT_SIZE_LABEL}, and a listing can hold{' '}
            {MAX_DOCUMENTS_PER_LISTING}. Only you and our administrators can open them, and you can delete one at any time.
          </>
        ),
      },
      {
        question: 'What should I keep up to date?',
        answer: (
          <>
            Your services, the animals you accept, your days and hours, your phone number and your website. The animals list decides which requests reach you,
            and your phone number and website are sent to the person when you accept. If you cannot change a detail yourself, write to{' '}
            <ContactEmail audience="providers" />.
          </>
        ),
      },
      {
        question: 'What do the standards levels mean?',
        answer: (
          <>
            Control operators show one of three levels: Basic listing (no standards commitment), National control-operators association standard, and
            Humane-practice certification (the highest). If your level changes, we verify it again before your badge changes. See{' '}
            <Link to="/standards">standards and verification</Link>.
          </>
        ),
      },
    ],
  },
  {
    title: 'Fees and donations',
    questions: [
      {
        question: 'Do rehabilitators charge for their help?',
        answer: (
          <>
            No. Rehabilitators do not charge the public and rely on donations. A person with an emergency may pledge a donation in the form. It is only a
            pledge: {SITE.name} takes no payment.
          </>
        ),
      },
      {
        question: 'How do control operators get paid?',
        answer: (
          <>
            You set your own fees. Give the person an assessment, a quote and your payment terms before you start work. They have no obligation to accept, and
            payment is between you and them.
          </>
        ),
      },
      {
        question: `Does ${SITE.name} take a commission?`,
        answer: `No. ${SITE.name} takes no commission from providers or from the people who ask for help.`,
      },
    ],
  },
  {
    title: 'Working safely and within the law',
    questions: [
      {
        question: 'Which permits does a rehabilitator need?',
        answer: (
          <>
            Most states require a state permit, and some species need federal permits as well. Most native birds are protected by federal law, so caring for
            them needs a federal migratory bird rehabilitation permit as well as a state permit. Ask your state wildlife agency what applies to you.
          </>
        ),
      },
      {
        question: 'Who may handle rabies-vector species?',
        answer: `${RABIES_VECTOR_SPECIES_TEXT} can carry rabies. Only people who have had pre-exposure rabies vaccination, and whose permits allow it, should handle them. We tell the public never to handle an adult one, even with gloves: only to keep people and pets away, contain it from a distance where they can (closing a door, for example) and call.`,
      },
      {
        question: 'May I relocate an animal I have trapped?',
        answer: (
          <>
            Many states restrict or forbid moving trapped wildlife, and some species have extra rules. Where the law does not allow it, do not relocate. Check
            with your state wildlife agency, and prefer exclusion with one-way doors, after checking for dependent young in the birthing season.
          </>
        ),
      },
    ],
  },
  {
    title: 'About the service',
    questions: [
      {
        question: `Is ${SITE.name} an emergency service?`,
        answer: `No. ${SITE.name} connects people with providers. It does not promise that a provider is available, how fast they respond, or the outcome.`,
      },
      {
        question: 'What do you tell the people who ask for help?',
        answer: (
          <>
            Our <Link to="/help-guide">How to Use Wildline</Link> guide explains what to do while they wait. You may find it useful to share.
          </>
        ),
      },
      {
        question: 'Where can I find more detail?',
        answer: (
          <>
            <Link to="/provider-resources">Provider Resources</Link> covers all of this at more length. Questions we have not answered: write to{' '}
            <ContactEmail audience="providers" />.
          </>
        ),
      },
    ],
  },
];

export function FaqContent({ radiusMiles }: { radiusMiles: number }) {
  return <FaqTopics topics={topics(radiusMiles)} />;
}

/** The questions by topic: the Spanish page (./es/faq-content.tsx) shows its own the same way. */
export function FaqTopics({ topics }: { topics: FaqTopic[] }) {
  return (
    <>
      {topics.map((topic) => (
        <section key={topic.title}>
          <h2>{topic.title}</h2>
          <dl>
            {topic.questions.map((item) => (
              <div key={item.question}>
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
