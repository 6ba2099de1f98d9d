import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { ErrorBox, SuccessBox } from '../components/form.tsx';
import { runAdminChange, unknownIntent } from '../lib/admin-form.server.ts';
import { STANDARDS_LABELS } from '../../common/matching.ts';
import { listingClaims, standardsReview } from '../lib/services.server.ts';
import { requireRole, services } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-providers';

export const meta = () => pageMeta('Listing Claims', 'Approve or reject claimed and new provider listings, and verify standards levels.');

const KIND_LABELS = { rehabilitator: 'Wildlife rehabilitator', control: 'Wildlife control operator' } as const;

// SPEC §6 admin "approve providers": claims of existing listings and new listings, waiting for
// an administrator. Approving makes the claimant the listing's provider. Below them, the
// standards levels control operators asked for, shown on their listing once verified here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireRole(context, request, 'admin');
  const { db } = services(context);
  return { claims: await listingClaims.listPendingClaims(db, admin), standards: await standardsReview.listStandardsRequests(db, admin) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, 'admin');
  const { db } = services(context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const name = String(form.get('name') ?? 'The listing');
  switch (form.get('intent')) {
    case 'approve':
      return runAdminChange(() => listingClaims.approveProviderClaim(db, admin, id), `${name} is approved.`);
    case 'reject':
      return runAdminChange(() => listingClaims.rejectProviderClaim(db, admin, id), `The claim of ${name} is rejected.`);
    case 'verify-standards':
      return runAdminChange(() => standardsReview.decideStandardsRequest(db, admin, id, 'verify'), `The standards level of ${name} is verified.`);
    case 'decline-standards':
      return runAdminChange(() => standardsReview.decideStandardsRequest(db, admin, id, 'decline'), `The standards level of ${name} is declined: it keeps its verified level.`);
    default:
      return unknownIntent();
  }
}

export default function AdminProviders() {
  const { claims, standards } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p>
        <Link to="/admin-dashboard" className="font-semibold text-brand-700 underline">
          ← Admin dashboard
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Listing Claims</h1>
      <p className="mt-2 text-slate-700">
        Approve a claim once the documents and standards are checked: the claimant becomes the listing&apos;s provider and receives requests.
        Rejecting a claim frees an existing listing again and deletes a new listing that was never approved.
      </p>
      <div className="mt-6 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorBox>{result?.error}</ErrorBox>
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Waiting for approval ({claims.length})</h2>
      {claims.length === 0 ? <p className="mt-3 text-slate-700">No claims are waiting.</p> : null}
      <ul className="mt-4 space-y-4">
        {claims.map((claim) => (
          <li key={claim.id}>
            <article aria-labelledby={`claim-${claim.id}`} className="rounded-xl border border-slate-200 p-5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={`claim-${claim.id}`} className="text-lg font-semibold text-slate-900">
                  {claim.name}
                </h3>
                <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{claim.newListing ? 'New listing' : 'Claim of an existing listing'}</span>
                {claim.approved ? <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Already in the directory</span> : null}
                {claim.sample ? <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Sample listing</span> : null}
              </div>
              <p className="mt-1 text-slate-700">
                {KIND_LABELS[claim.type]} · {[claim.address, claim.city, `${claim.state}${claim.zip ? ` ${claim.zip}` : ''}`].filter(Boolean).join(', ')}
              </p>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-medium text-slate-900">Claimed by</dt>
                  <dd className="text-slate-700">{claim.claimant ? `${claim.claimant.fullName} (${claim.claimant.email})` : 'No account (imported as claimed)'}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Contact</dt>
                  <dd className="text-slate-700">{[claim.phone, claim.email, claim.website].filter(Boolean).join(' · ') || 'None given'}</dd>
                </div>
                {claim.description ? (
                  <div className="sm:col-span-2">
                    <dt className="font-medium text-slate-900">Description</dt>
                    <dd className="text-slate-700">{claim.description}</dd>
                  </div>
                ) : null}
              </dl>
              <Form method="post" className="mt-4 flex flex-wrap gap-3">
                <input type="hidden" name="id" value={claim.id} />
                <input type="hidden" name="name" value={claim.name} />
                <button type="submit" name="intent" value="approve" aria-label={`Approve ${claim.name}`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                  Approve
                </button>
                <button type="submit" name="intent" value="reject" aria-label={`Reject ${claim.name}`} className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
                  Reject
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-xl font-semibold text-slate-900">Standards levels to verify ({standards.length})</h2>
      {standards.length === 0 ? <p className="mt-3 text-slate-700">No standards level is waiting.</p> : null}
      <ul className="mt-4 space-y-4">
        {standards.map((request) => (
          <li key={request.id}>
            <article aria-labelledby={`standards-${request.id}`} className="rounded-xl border border-slate-200 p-5">
              <h3 id={`standards-${request.id}`} className="text-lg font-semibold text-slate-900">
                {request.name}
              </h3>
              <p className="mt-1 text-slate-700">
                Wildlife control operator · {request.city}, {request.state}
              </p>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="font-medium text-slate-900">Verified now</dt>
                  <dd className="text-slate-700">{STANDARDS_LABELS[request.standards] ?? 'None'}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Asked for</dt>
                  <dd className="text-slate-700">{STANDARDS_LABELS[request.requestedStandards] ?? 'None'}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Certifications</dt>
                  <dd className="text-slate-700">{request.certifications.join(', ') || 'None given'}</dd>
                </div>
              </dl>
              <Form method="post" className="mt-4 flex flex-wrap gap-3">
                <input type="hidden" name="id" value={request.id} />
                <input type="hidden" name="name" value={request.name} />
                <button type="submit" name="intent" value="verify-standards" aria-label={`Verify the standards level of ${request.name}`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                  Verify
                </button>
                <button type="submit" name="intent" value="decline-standards" aria-label={`Decline the standards level of ${request.name}`} className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
                  Decline
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
