import { Form, useLoaderData } from 'react-router';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorBox, SuccessBox, TextArea } from '../components/form.tsx';
import { SampleListingBadge } from '../components/listing-badges.tsx';
import { DocumentList } from '../components/listing-documents.tsx';
import { ratingText, RecentComments } from '../components/provider-ratings.tsx';
import { StandardsLevelName } from '../components/standards-level-name.tsx';
import { runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { claimReview, listingEmails, providerRatings, standardsReview } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-providers';
import { formatRequestTime } from '../../common/dates.ts';
import type { ListingDocument } from '../../server/features/providers/listing-documents.ts';

export const meta = () =>
  pageMeta('Listing Claims', 'Approve or reject claimed and new provider listings, verify standards levels, see stopped request e-mails, and follow ratings.');

const KIND_LABELS = { rehabilitator: 'Wildlife rehabilitator', control: 'Wildlife control operator' } as const;

// Only administrators approve providers: claims of existing listings and new listings, waiting for
// an administrator, reviewed in verification's three steps (documentation, standards, approval with
// the badge), each recorded with who and when. Approving makes the claimant the listing's
// provider. Below them, the standards levels control operators asked for, shown on their
// listing once verified here. Then the listings that stopped the e-mails telling them of requests
// (docs/decisions/048, 058), which an administrator may start again. Last, verification's third step goes on after approval as the monitoring of what requesters say:
// the listings requesters rated, lowest average first.
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const [claims, standards, stopped, rated] = await Promise.all([
    claimReview.listPendingClaims(db, admin),
    standardsReview.listStandardsRequests(db, admin),
    listingEmails.listStoppedListings(db, admin),
    providerRatings.listRatedListings(db, admin),
  ]);
  return { claims, standards, stopped, rated };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  switch (form.get('intent')) {
    case 'documents':
      return runFormAction(() => claimReview.recordVerificationStep(db, admin, id, 'documents', { note: form.get('note') ?? undefined }), {
        success: ({ name }) => `The documentation of ${name} is recorded as reviewed.`,
      });
    case 'standards':
      return runFormAction(() => claimReview.recordVerificationStep(db, admin, id, 'standards'), {
        success: ({ name }) => `The standards of ${name} are recorded as verified.`,
      });
    case 'approve':
      return runFormAction(() => claimReview.approveProviderClaim(db, admin, id), { success: ({ name }) => `${name} is approved.` });
    case 'reject':
      return runFormAction(() => claimReview.rejectProviderClaim(db, admin, id), { success: ({ name }) => `The claim of ${name} is rejected.` });
    case 'verify-standards':
      return runFormAction(() => standardsReview.decideStandardsRequest(db, admin, id, 'verify'), {
        success: ({ name }) => `The standards level of ${name} is verified.`,
      });
    case 'decline-standards':
      return runFormAction(() => standardsReview.decideStandardsRequest(db, admin, id, 'decline'), {
        success: ({ name }) => `The standards level of ${name} is declined: it keeps its verified level.`,
      });
    case 'resume-emails':
      return runFormAction(() => listingEmails.setListingEmails(db, admin, id, false), {
        success: ({ name }) => `E-mails about requests to ${name} are on again.`,
      });
    default:
      return unknownIntent();
  }
}

type Claim = Awaited<ReturnType<typeof loader>>['claims'][number];

const STOPPED_VIA = {
  link: 'by the one-click link in an e-mail',
  provider: 'by its provider',
  administrator: 'by an administrator',
} as const;

const stepButton = 'rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** What the provider uploaded, each a download: what step 1 reviews. */
function SentDocuments({ documents, state }: { documents: ListingDocument[]; state: string }) {
  if (!documents.length) return <p className="w-full text-slate-700">No documents uploaded yet: the provider uploads them on their listing page.</p>;
  return (
    <div className="mt-1 w-full">
      <DocumentList documents={documents} state={state} />
    </div>
  );
}

/** Verification's three steps as a checklist: what is done (who, when), and the one button for the next. */
function VerificationSteps({ claim }: { claim: Claim }) {
  const steps = [
    { key: 'documents', label: 'Documentation reviewed', action: 'Mark documentation reviewed', done: claim.documentsReviewed },
    { key: 'standards', label: 'Standards verified', action: 'Mark standards verified', done: claim.standardsVerified },
  ] as const;
  const next = steps.find((s) => !s.done)?.key;
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="id" value={claim.id} />
      <ol className="space-y-2 text-sm">
        {steps.map((s, i) => (
          <li key={s.key} className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">
              {i + 1}. {s.label}:
            </span>
            {s.done ? (
              <span className="text-green-800">
                ✓ by {s.done.by}, {formatRequestTime(s.done.at, claim.state)}
              </span>
            ) : next === s.key ? (
              <>
                {/* Step 1 with nothing uploaded: what was reviewed instead is recorded with it (the service refuses it without). */}
                {s.key === 'documents' && claim.documents.length === 0 ? (
                  <TextArea
                    id={`note-${claim.id}`}
                    label={`What you reviewed for ${claim.name}, as no document was sent`}
                    name="note"
                    rows={2}
                    maxLength={500}
                    className="w-full"
                    hint="For example: permit number 2026-041 found on the state’s list of licensed rehabilitators. Kept in the audit log."
                  />
                ) : null}
                <button type="submit" name="intent" value={s.key} className={stepButton}>
                  {s.action}
                  <span className="sr-only"> for {claim.name}</span>
                </button>
              </>
            ) : (
              <span className="text-slate-600">after step {i}</span>
            )}
            {/* What step 1 reviews: each uploaded document, a download. */}
            {s.key === 'documents' ? <SentDocuments documents={claim.documents} state={claim.state} /> : null}
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">3. Approved with a badge:</span>
          {next ? <span className="text-slate-600">after steps 1 and 2</span> : null}
        </li>
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        {next ? null : (
          <button
            type="submit"
            name="intent"
            value="approve"
            aria-label={`Approve ${claim.name}`}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Approve
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="reject"
          aria-label={`Reject ${claim.name}`}
          className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
        >
          Reject
        </button>
      </div>
    </Form>
  );
}

/** Each claim as a card: what was claimed, by whom, and its verification steps. */
function ClaimList({ claims }: { claims: Claim[] }) {
  return (
    <ul className="mt-4 space-y-4">
      {claims.map((claim) => (
        <li key={claim.id}>
          <article aria-labelledby={`claim-${claim.id}`} className="rounded-xl border border-slate-200 p-5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={`claim-${claim.id}`} className="text-lg font-semibold text-slate-900">
                {claim.name}
              </h3>
              <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                {claim.newListing ? 'New listing' : 'Claim of an existing listing'}
              </span>
              {claim.approved ? <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Already in the directory</span> : null}
              <SampleListingBadge sample={claim.sample} />
            </div>
            <p className="mt-1 text-slate-700">
              {KIND_LABELS[claim.type]} · {[claim.address, claim.city, `${claim.state}${claim.zip ? ` ${claim.zip}` : ''}`].filter(Boolean).join(', ')}
            </p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-medium text-slate-900">Claimed by</dt>
                <dd className="text-slate-700">
                  {claim.claimant ? `${claim.claimant.fullName} (${claim.claimant.email})` : 'No account (imported as claimed)'}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Contact</dt>
                <dd className="text-slate-700">{[claim.phone, claim.email, claim.website].filter(Boolean).join(' · ') || 'None given'}</dd>
              </div>
              {claim.permit ? (
                <div>
                  <dt className="font-medium text-slate-900">Permit</dt>
                  <dd className="text-slate-700">{claim.permit}</dd>
                </div>
              ) : null}
              {claim.certifications.length ? (
                <div>
                  <dt className="font-medium text-slate-900">Certifications</dt>
                  <dd className="text-slate-700">{claim.certifications.join(', ')}</dd>
                </div>
              ) : null}
              {claim.description ? (
                <div className="sm:col-span-2">
                  <dt className="font-medium text-slate-900">Description</dt>
                  <dd className="text-slate-700">{claim.description}</dd>
                </div>
              ) : null}
            </dl>
            <VerificationSteps claim={claim} />
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function AdminProviders() {
  const { claims, standards, stopped, rated } = useLoaderData<typeof loader>();
  // Claims of real listings first; the sample data's own apart, so none is approved by mistake for a real one.
  const real = claims.filter((claim) => !claim.sample);
  const sample = claims.filter((claim) => claim.sample);
  const result = useSettledActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminPageHeader title="Listing Claims">
        Each claim is verified in three steps: review the documentation (the permits, licences and insurance the claimant uploaded, listed under step 1), verify
        the standards (a rehabilitator&apos;s permit, a control operator&apos;s standards level and certifications), then approve. Approval gives the listing
        its verified badge, and the claimant becomes its provider and receives requests. Rejecting a claim frees an existing listing again, without the
        documents sent with the claim, and deletes a new listing that was never approved.
      </AdminPageHeader>
      <div className="mt-6 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorBox>{result?.formError}</ErrorBox>
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Waiting for approval ({real.length})</h2>
      {real.length === 0 ? <p className="mt-3 text-slate-700">No claims are waiting.</p> : null}
      <ClaimList claims={real} />
      {sample.length ? (
        <>
          <h2 className="mt-12 text-xl font-semibold text-slate-900">Claims of sample listings ({sample.length})</h2>
          <p className="mt-1 text-slate-700">
            Sample listings are examples that come with the sample data, not real organisations: these claims are for trying the steps out.
          </p>
          <ClaimList claims={sample} />
        </>
      ) : null}

      <h2 className="mt-12 text-xl font-semibold text-slate-900">Standards levels to verify ({standards.length})</h2>
      {standards.length === 0 ? <p className="mt-3 text-slate-700">No standards level is waiting.</p> : null}
      <ul className="mt-4 space-y-4">
        {standards.map((request) => (
          <li key={request.id}>
            <article aria-labelledby={`standards-${request.id}`} className="rounded-xl border border-slate-200 p-5">
              <h3 id={`standards-${request.id}`} className="text-lg font-semibold text-slate-900">
                {request.name} <SampleListingBadge sample={request.sample} className="ml-1 align-middle" />
              </h3>
              <p className="mt-1 text-slate-700">
                Wildlife control operator · {request.city}, {request.state}
              </p>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="font-medium text-slate-900">Verified now</dt>
                  <dd className="text-slate-700">{request.standards === 'none' ? 'None' : <StandardsLevelName level={request.standards} />}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Asked for</dt>
                  <dd className="text-slate-700">
                    {request.requestedStandards === 'none' ? 'None' : <StandardsLevelName level={request.requestedStandards} />}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Certifications</dt>
                  <dd className="text-slate-700">{request.certifications.join(', ') || 'None given'}</dd>
                </div>
                <div className="sm:col-span-3">
                  <dt className="font-medium text-slate-900">Documents</dt>
                  <dd className="text-slate-700">
                    <SentDocuments documents={request.documents} state={request.state} />
                  </dd>
                </div>
              </dl>
              <Form method="post" className="mt-4 flex flex-wrap gap-3">
                <input type="hidden" name="id" value={request.id} />
                <button
                  type="submit"
                  name="intent"
                  value="verify-standards"
                  aria-label={`Verify the standards level of ${request.name}`}
                  className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Verify
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="decline-standards"
                  aria-label={`Decline the standards level of ${request.name}`}
                  className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                >
                  Decline
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-xl font-semibold text-slate-900">Request e-mails stopped ({stopped.length})</h2>
      <p className="mt-2 text-slate-700">
        Listings without an account are e-mailed requests near them; these stopped those e-mails. Only the listing&apos;s provider or an administrator starts
        them again: resume them only when the listing asks.
      </p>
      {stopped.length === 0 ? <p className="mt-3 text-slate-700">No listing has stopped them.</p> : null}
      <ul className="mt-4 space-y-4">
        {stopped.map((listing) => (
          <li key={listing.id}>
            <article aria-labelledby={`stopped-${listing.id}`} className="rounded-xl border border-slate-200 p-5">
              <h3 id={`stopped-${listing.id}`} className="text-lg font-semibold text-slate-900">
                {listing.name} <SampleListingBadge sample={listing.sample} className="ml-1 align-middle" />
              </h3>
              <p className="mt-1 text-slate-700">
                {KIND_LABELS[listing.type]} · {listing.city}, {listing.state}
                {listing.email ? ` · ${listing.email}` : ''}
              </p>
              <p className="mt-2 text-slate-900">
                Stopped {formatRequestTime(listing.stoppedAt, listing.state)} {STOPPED_VIA[listing.via ?? 'link']}
              </p>
              <Form method="post" className="mt-4">
                <input type="hidden" name="id" value={listing.id} />
                <button
                  type="submit"
                  name="intent"
                  value="resume-emails"
                  aria-label={`Resume e-mails to ${listing.name}`}
                  className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Resume e-mails
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-xl font-semibold text-slate-900">Ratings from requesters ({rated.length})</h2>
      <p className="mt-2 text-slate-700">
        Requesters rate the provider who accepted their request. Lowest average first, with each listing&apos;s newest comments; who rated is not shown.
      </p>
      {rated.length === 0 ? <p className="mt-3 text-slate-700">No listing has been rated yet.</p> : null}
      <ul className="mt-4 space-y-4">
        {rated.map((listing) => (
          <li key={listing.id}>
            <article aria-labelledby={`rating-${listing.id}`} className="rounded-xl border border-slate-200 p-5">
              <h3 id={`rating-${listing.id}`} className="text-lg font-semibold text-slate-900">
                {listing.name} <SampleListingBadge sample={listing.sample} className="ml-1 align-middle" />
              </h3>
              <p className="mt-1 text-slate-700">
                {KIND_LABELS[listing.type]} · {listing.city}, {listing.state}
              </p>
              <p className="mt-2 font-medium text-slate-900">Rating: {ratingText(listing)}</p>
              <RecentComments recent={listing.recent} label={`Newest comments on ${listing.name}`} />
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
