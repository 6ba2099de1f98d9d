import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../common/roles.ts';
import type { ActorName } from '../../server/auth/permissions-matrix.ts';
import type { Db } from '../../server/db/client.ts';
import {
  animalTypes,
  fieldTeamMembers,
  files,
  firstAidRules,
  formQuestions,
  helpRequestSubmissions,
  issueCategories,
  providerContacts,
  providerFeedback,
  providerResponses,
  providers,
  pushSubscriptions,
  requestPhotos,
  users,
  volunteerApplications,
  wildlifeIssues,
  wizardDrafts,
} from '../../server/db/schema.ts';
import { createProviderAccount, createUser } from '../factories.ts';
import { sessionCookieFor, TEST_SESSION_SECRET, type createTestApp } from '../services.ts';
import { linkSignerFor } from '../../server/lib/signed-links.ts';

// The people and the data the permissions matrix tries its rows with (server/auth/
// permissions-matrix.ts). People and their sessions are made once per file; each try makes the
// fresh rows it acts on, so an allowed change never spoils the next person's try.

export type SignedInActor = Exclude<ActorName, 'anonymous'>;
type TestApp = ReturnType<typeof createTestApp>;

export interface Person {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  providerId: string | null;
  cookie: string;
}

export interface World {
  db: Db;
  app: TestApp['app'];
  auth: TestApp['auth'];
  people: Record<SignedInActor, Person>;
  /** the account a visitor signs in with on /login */
  visitor: Person;
  /** what only the requester, the provider who accepted and the field team may see (DESIGN.md privacy) */
  requesterContact: string[];
  /** an active guide issue everyone may read */
  issueId: string;
}

export const ANIMAL = 'Raptor (Hawk, Owl, Eagle)';
export const STATE = 'CO';
const BOULDER = { city: 'Boulder', state: STATE, zip: '80302' };
/** Out of the helper's and the field team's state, and of the providers' radius. */
const SANTA_FE = { city: 'Santa Fe', state: 'NM', zip: '87501' };
const REQUESTER = { fullName: 'Rowan Whitlock', phone: '720-555-0147', address: '4471 Larkspur Lane' };

export const unique = () => randomUUID().slice(0, 8);

async function person(
  w: Pick<World, 'db' | 'auth'>,
  user: { id: string; email: string; fullName: string; role: Role },
  providerId: string | null = null,
): Promise<Person> {
  return { ...user, providerId, cookie: await sessionCookieFor(w.auth, user.id) };
}

/** A new account of the same kind as `actor`'s: for tries that use up an account (sign out, new password). */
export async function freshPerson(w: Pick<World, 'db' | 'auth'>, actor: SignedInActor): Promise<Person> {
  const { db } = w;
  switch (actor) {
    case 'provider':
    case 'otherProvider': {
      const account = await createProviderAccount(db, { name: `Listing ${unique()}` });
      return person(w, account.user, account.listing.id);
    }
    case 'helper': {
      const helper = await createUser(db, { role: 'helper' });
      await db.update(users).set({ state: STATE }).where(eq(users.id, helper.id));
      return person(w, helper);
    }
    case 'fieldTeam': {
      const member = await createUser(db, { role: 'user' });
      await db.insert(fieldTeamMembers).values({ userId: member.id, state: STATE });
      return person(w, member);
    }
    case 'admin':
      return person(w, await createUser(db, { role: 'admin' }));
    default:
      return person(w, await createUser(db, { role: 'user' }));
  }
}

export async function buildWorld(db: Db, app: TestApp['app'], auth: TestApp['auth']): Promise<World> {
  const base = { db, auth };
  await db
    .insert(animalTypes)
    .values([{ name: ANIMAL }, { name: 'Raccoon' }])
    .onConflictDoNothing();
  const requester = await createUser(db, { role: 'user', fullName: REQUESTER.fullName });
  await db.update(users).set({ phone: REQUESTER.phone }).where(eq(users.id, requester.id));
  const otherProvider = await createProviderAccount(db, { name: 'Flatirons Wildlife Rescue', lat: 40.01, lng: -105.25 });
  const people: Record<SignedInActor, Person> = {
    user: await person(base, requester),
    otherUser: await freshPerson(base, 'otherUser'),
    helper: await freshPerson(base, 'helper'),
    provider: await freshPerson(base, 'provider'),
    otherProvider: await person(base, otherProvider.user, otherProvider.listing.id),
    admin: await freshPerson(base, 'admin'),
    fieldTeam: await freshPerson(base, 'fieldTeam'),
  };
  const w: World = {
    db,
    app,
    auth,
    people,
    visitor: await freshPerson(base, 'user'),
    requesterContact: [requester.email, REQUESTER.phone, REQUESTER.address],
    issueId: '',
  };
  w.issueId = await guideIssue(w);
  return w;
}

// ---- Fresh rows for one try ----

/**
 * A help request in Boulder, CO: open, or accepted by the provider. The requester's own, unless
 * it is for a provider to accept: then a stranger's, so that no provider but the one in the
 * `provider` column ever holds the requester's contact.
 */
export async function helpRequest(w: World, options: { acceptedBy?: 'provider'; resolved?: boolean; byStranger?: boolean; elsewhere?: boolean } = {}) {
  const situationDetails = `A hawk cannot fly (${unique()}).`;
  const owner = options.byStranger ? (await createUser(w.db, { role: 'user' })).id : w.people.user.id;
  const [row] = await w.db
    .insert(helpRequestSubmissions)
    .values({
      userId: owner,
      address: options.byStranger ? `${unique()} Juniper Court` : REQUESTER.address,
      ...(options.elsewhere ? SANTA_FE : BOULDER),
      type: 'emergency',
      animalType: ANIMAL,
      situationDetails,
      ...(options.elsewhere ? { lat: 35.687, lng: -105.938 } : { lat: 40.015, lng: -105.2705 }),
      status: options.acceptedBy ? (options.resolved ? 'resolved' : 'assigned') : 'submitted',
    })
    .returning({ id: helpRequestSubmissions.id });
  if (options.acceptedBy) {
    await w.db
      .insert(providerResponses)
      .values({ requestId: row!.id, providerId: w.people[options.acceptedBy].providerId!, status: 'accepted', providerContactedAt: new Date() });
  }
  return { id: row!.id, situationDetails };
}

/** The requester's rating of the provider, on a request the provider accepted: a comment only the provider and administrators may read. */
export async function providerRating(w: World) {
  const { id } = await helpRequest(w, { acceptedBy: 'provider', resolved: true });
  const comment = `Came within the hour and took the hawk (${unique()}).`;
  await w.db.insert(providerFeedback).values({ requestId: id, providerId: w.people.provider.providerId!, userId: w.people.user.id, rating: 5, comment });
  return { comment };
}

export async function guideIssue(w: Pick<World, 'db'>, values: { active?: boolean } = {}) {
  const id = `hawk-on-the-ground-${unique()}`;
  await w.db.insert(wildlifeIssues).values({
    id,
    title: `Hawk on the ground ${id.slice(-8)}`,
    description: 'A hawk sits on the ground and does not fly away.',
    issueType: 'emergency',
    severity: 'high',
    animalType: ANIMAL,
    immediateActions: ['Keep people and pets away.'],
    active: values.active ?? true,
  });
  return id;
}

export const guideIssueForm = (title = `A fox den under the shed ${unique()}`) => ({
  title,
  description: 'A fox family lives under the garden shed.',
  issueType: 'conflict',
  severity: 'low',
  animalType: 'Raccoon',
  immediateActions: 'Keep pets inside.',
  longTermSolutions: 'Close the gap once the kits have left.',
  preventionTips: 'Block gaps under sheds.',
  searchKeywords: 'fox\nden',
});

export async function category(w: World) {
  const [row] = await w.db
    .insert(issueCategories)
    .values({ name: `Category ${unique()}` })
    .returning({ id: issueCategories.id, name: issueCategories.name });
  return row!;
}

export async function animalType(w: World) {
  const [row] = await w.db
    .insert(animalTypes)
    .values({ name: `Animal ${unique()}` })
    .returning({ id: animalTypes.id, name: animalTypes.name });
  return row!;
}

/** A conflict-form question for every animal, not required, so the wizard's submissions never need it. */
/** A question at the end of the control group's (display order 1000, or `displayOrder`). */
/** A first-aid rule naming a new guide entry, for every animal (docs/decisions/050). */
export async function firstAidRule(w: World) {
  const [row] = await w.db
    .insert(firstAidRules)
    .values({ issueId: await guideIssue(w), priority: 900 })
    .returning({ id: firstAidRules.id });
  return row!.id;
}

export async function question(w: World, values: { active?: boolean; displayOrder?: number } = {}) {
  const [row] = await w.db
    .insert(formQuestions)
    .values({
      formType: 'control',
      question: `How long has it been there? (${unique()})`,
      questionType: 'text',
      displayOrder: values.displayOrder ?? 1000,
      active: values.active ?? true,
    })
    .returning({ id: formQuestions.id });
  return row!.id;
}

export async function unclaimedListing(w: World) {
  const [row] = await w.db
    .insert(providers)
    .values({ name: `Unclaimed Rescue ${unique()}`, type: 'rehabilitator', ...BOULDER, lat: 40.02, lng: -105.27, approved: true })
    .returning({ id: providers.id, name: providers.name });
  return row!;
}

/** An imported listing without an account that stopped its e-mails about requests (docs/decisions/048). */
export async function stoppedListing(w: World) {
  const [row] = await w.db
    .insert(providers)
    .values({
      name: `Stopped Rescue ${unique()}`,
      type: 'rehabilitator',
      ...BOULDER,
      lat: 40.02,
      lng: -105.27,
      approved: true,
      email: `stopped-${unique()}@example.org`,
      outreachStoppedAt: new Date(),
      outreachStoppedVia: 'link',
    })
    .returning({ id: providers.id, name: providers.name });
  return row!;
}

/** A listing claimed by a new member and waiting for an administrator, with the verification steps done so far. */
export async function pendingClaim(w: World, steps: { documents?: boolean; standards?: boolean } = {}) {
  const claimant = await createUser(w.db, { role: 'user' });
  const reviewed = { at: new Date(), by: w.people.admin.id };
  const [row] = await w.db
    .insert(providers)
    .values({
      name: `Claimed Rescue ${unique()}`,
      type: 'rehabilitator',
      ...BOULDER,
      claimed: true,
      userId: claimant.id,
      ...(steps.documents ? { documentsReviewedAt: reviewed.at, documentsReviewedBy: reviewed.by } : {}),
      ...(steps.standards ? { standardsVerifiedAt: reviewed.at, standardsVerifiedBy: reviewed.by } : {}),
    })
    .returning({ id: providers.id, name: providers.name });
  return row!;
}

/** A control operator asking for a higher standards level. */
export async function standardsRequest(w: World) {
  const [row] = await w.db
    .insert(providers)
    .values({
      name: `Humane Wildlife Control ${unique()}`,
      type: 'control',
      ...BOULDER,
      claimed: true,
      approved: true,
      standards: 'basic',
      requestedStandards: 'certified',
    })
    .returning({ id: providers.id, name: providers.name });
  return row!;
}

/** A member's pending volunteer application. */
export async function volunteerApplication(w: World) {
  const applicant = await createUser(w.db, { role: 'user' });
  const [row] = await w.db
    .insert(volunteerApplications)
    .values({
      userId: applicant.id,
      reason: 'I would like to drive injured birds to the rehabilitator.',
      availability: ['Weekends'],
      interests: ['Transport driver'],
    })
    .returning({ id: volunteerApplications.id });
  return { id: row!.id, email: applicant.email };
}

export async function fieldTeamMember(w: World) {
  const member = await createUser(w.db, { role: 'user' });
  const [row] = await w.db.insert(fieldTeamMembers).values({ userId: member.id, state: STATE }).returning({ id: fieldTeamMembers.id });
  return { id: row!.id, fullName: member.fullName };
}

/** A verification document on a listing: a PDF whose text only those who may open it should see. */
export async function listingDocument(w: World, listingId: string, uploadedBy: string) {
  const text = `%PDF-1.4 permit ${unique()}`;
  const [row] = await w.db
    .insert(files)
    .values({
      listingId,
      uploadedBy,
      fileName: 'permit.pdf',
      mediaType: 'application/pdf',
      byteSize: text.length,
      sha256: unique(),
      content: Buffer.from(text),
    })
    .returning({ id: files.id });
  return { id: row!.id, text };
}

/** A photo of the animal on a fresh request by the requester, or on the wizard draft of `draftCookie`. */
export async function requestPhoto(w: World, on: { draftCookie: string } | 'request') {
  const draftId = on === 'request' ? null : on.draftCookie.split('=')[1]!.split('.')[0]!;
  if (draftId) await w.db.insert(wizardDrafts).values({ id: draftId, data: {} }).onConflictDoNothing();
  const owner = draftId ? { draftId } : { requestId: (await helpRequest(w)).id };
  const bytes = Buffer.from(`not really a jpeg ${unique()}`);
  const [row] = await w.db
    .insert(requestPhotos)
    .values({ ...owner, width: 4, height: 3, content: bytes, thumbnail: bytes })
    .returning({ id: requestPhotos.id });
  return row!.id;
}

/** Takes away a listing an earlier try let this person claim or create: one listing per account. */
export async function releaseListings(w: World, actor: ActorName) {
  if (actor === 'anonymous' || w.people[actor].providerId) return;
  await w.db.update(providers).set({ claimed: false, userId: null }).where(eq(providers.userId, w.people[actor].id));
}

/** A browser with notifications on for `userId`, at a push service the server accepts. */
export async function pushDevice(w: World, userId: string) {
  const [row] = await w.db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${unique()}`,
      p256dh: Buffer.alloc(65, 4).toString('base64url'),
      auth: Buffer.alloc(16, 1).toString('base64url'),
      label: `Chrome ${unique()}`,
    })
    .returning();
  return row!;
}

/**
 * A request e-mailed to a listing that has an address and no account (decision 048): its links,
 * signed as the test app signs them, and a photo of it. `accepted`: the listing has taken it.
 */
export async function linkedRequest(w: World, options: { accepted?: boolean } = {}) {
  const [listing] = await w.db
    .insert(providers)
    .values({
      name: `Mailed Rescue ${unique()}`,
      type: 'rehabilitator',
      ...BOULDER,
      lat: 40.02,
      lng: -105.27,
      approved: true,
      email: `mailed-${unique()}@example.org`,
    })
    .returning({ id: providers.id, email: providers.email });
  const request = await helpRequest(w, { byStranger: true });
  await w.db.insert(providerContacts).values({ providerId: listing!.id, requestId: request.id, contactType: 'email' });
  if (options.accepted) {
    await w.db.update(helpRequestSubmissions).set({ status: 'assigned' }).where(eq(helpRequestSubmissions.id, request.id));
    await w.db.insert(providerResponses).values({ requestId: request.id, providerId: listing!.id, status: 'accepted', providerContactedAt: new Date() });
  }
  const bytes = Buffer.from(`not really a jpeg ${unique()}`);
  const [photo] = await w.db
    .insert(requestPhotos)
    .values({ requestId: request.id, width: 4, height: 3, content: bytes, thumbnail: bytes })
    .returning({ id: requestPhotos.id });
  const links = linkSignerFor({ sessionSecret: TEST_SESSION_SECRET });
  return { listing: listing!, request, photoId: photo!.id, token: links.respond(listing!.id, request.id, new Date()), stopToken: links.stop(listing!.id) };
}
