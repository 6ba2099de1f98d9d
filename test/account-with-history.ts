import { eq } from 'drizzle-orm';
import type { Actor } from '../server/auth/actor.ts';
import type { Db } from '../server/db/client.ts';
import { formQuestions, users } from '../server/db/schema.ts';
import { rateProvider, resolveOwnHelpRequest } from '../server/features/help-requests/manage-own-request.ts';
import { submitHelpRequest } from '../server/features/help-requests/submit-help-request.ts';
import { respondToHelpRequest } from '../server/features/providers/provider-requests.ts';
import { offerHelp, setHelperState } from '../server/features/volunteers/helper-requests.ts';
import { submitApplication } from '../server/features/volunteers/applications.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from './factories.ts';

// A member with a history on every table that holds their data, beside other people's rows:
// for the tests of "Download my data" and "Delete my account".

type SignedIn = Extract<Actor, { kind: 'user' }>;

/** What only the member gave, searched for in exports and, after deletion, everywhere. */
export const MEMBER = {
  fullName: 'Morgan Heronfield',
  phone: '303-555-0147',
  street: '77 Kestrel Lane',
  answer: 'In a shoebox on the porch',
  application: 'I pass the rehab centre every morning on my way to work.',
  ratingComment: 'Kind and quick, thank you Morgan says.',
};

/** What belongs to others and must never appear in the member's export. */
export const OTHERS = {
  street: '12 Magpie Court',
  situation: 'A different person’s fox kit by the shed.',
  declineNote: 'Internal: we are full this week, do not tell the caller.',
  acceptNote: 'We will call you within the hour.',
  offerMessage: 'I can drive it to the rehabilitator tonight.',
};

export async function memberWithHistory(db: Db) {
  const user = await createUser(db, { fullName: MEMBER.fullName });
  await db.update(users).set({ phone: MEMBER.phone }).where(eq(users.id, user.id));
  const actor = actorFor(user) as SignedIn;
  const [question] = await db
    .insert(formQuestions)
    .values({ formType: 'rehabilitation', question: 'Where is the animal now?', questionType: 'text' })
    .returning({ id: formQuestions.id });
  const ask = async (situationDetails: string) =>
    (
      await submitHelpRequest(
        db,
        actor,
        { ...BOULDER_REQUEST, address: MEMBER.street, situationDetails, responses: { [question!.id]: MEMBER.answer } },
        crypto.randomUUID(),
      )
    ).id;

  const accepting = await createProviderAccount(db);
  const declining = await createProviderAccount(db, { name: 'Mesa Wildlife Rescue' });
  // Open: one provider declined, one accepted; a helper offered to drive.
  const open = await ask('A hawk in the yard that cannot fly.');
  await respondToHelpRequest(db, declining.actor, open, { action: 'decline', notes: OTHERS.declineNote });
  await respondToHelpRequest(db, accepting.actor, open, { action: 'accept', notes: OTHERS.acceptNote });
  const helperUser = await createUser(db, { role: 'helper', fullName: 'Harper Helper' });
  const helper = actorFor(helperUser);
  await setHelperState(db, helper, { state: 'CO' });
  await offerHelp(db, helper, open, { kind: 'transport', message: OTHERS.offerMessage });
  // Closed: accepted, resolved and rated.
  const resolved = await ask('A robin that hit the window.');
  await respondToHelpRequest(db, accepting.actor, resolved, { action: 'accept', notes: null });
  await resolveOwnHelpRequest(db, actor, resolved);
  await rateProvider(db, actor, resolved, { rating: 5, comment: MEMBER.ratingComment });
  // Nobody answered this one.
  const unanswered = await ask('An owl on the fence, maybe fine.');
  await submitApplication(db, actor, {
    adult: 'yes',
    reason: MEMBER.application,
    availability: ['Weekends'],
    interests: ['Transport driver'],
    state: 'CO',
    place: '80302',
    driveMiles: '25',
    phone: '303-555-0147',
  });

  // Somebody else, with a request of their own.
  const other = await createUser(db, { fullName: 'Quinn Otherperson' });
  const othersRequest = (
    await submitHelpRequest(db, actorFor(other), { ...BOULDER_REQUEST, address: OTHERS.street, situationDetails: OTHERS.situation }, crypto.randomUUID())
  ).id;

  return { user, actor, requests: { open, resolved, unanswered }, accepting, declining, helper: helperUser, other, othersRequest };
}
