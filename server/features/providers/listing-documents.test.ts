import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_LISTING, nameDisagrees } from '../../../common/listing-documents.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postFile, postForm, sessionCookieFor } from '../../../test/services.ts';
import { auditLog, files, providers } from '../../db/schema.ts';
import { FILE_TOO_LARGE, FILE_UPLOAD_BODY_LIMIT, FORM_BODY_LIMIT } from '../../lib/body-limits.ts';
import { exportOwnData } from '../users/account-data.ts';
import { deleteOwnAccount } from '../users/delete-account.ts';
import { rejectProviderClaim } from './claim-review.ts';
import { uploadOwnListingDocument } from './listing-documents.ts';

// Verification documents can actually be sent (docs/decisions/019): a provider's permits, licences
// and insurance, uploaded on its listing page (or on /claim-listing while its claim waits), checked
// by their bytes, opened only by the listing's provider and administrators, as attachments.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const bytesOf = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p as Uint8Array))));
/** Each a few bytes with the type's magic number, and something unique, so no two are the same file. */
const pdf = () => bytesOf(`%PDF-1.4\n% permit ${randomBytes(4).toString('hex')}\n%%EOF\n`);
const png = () => bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], randomBytes(8));
const jpeg = () => bytesOf([0xff, 0xd8, 0xff, 0xe0], randomBytes(8));
const exe = () => bytesOf('MZ', [0x90, 0x00, 0x03], randomBytes(8), 'This program cannot be run in DOS mode.');

async function setUp() {
  const { app, auth } = createTestApp(database.db, { build });
  const cookieOf = async (userId: string) => ({ Cookie: await sessionCookieFor(auth, userId) });
  const provider = await createProviderAccount(database.db);
  const ownCookie = await cookieOf(provider.user.id);
  const upload = (name: string, bytes: Uint8Array, cookie: Record<string, string> = ownCookie, path = '/provider-dashboard/listing', type?: string) =>
    postFile(app, path, { intent: 'upload-document' }, { field: 'document', name, bytes, type }, cookie);
  return { app, cookieOf, provider, ownCookie, upload };
}

const storedCount = async () => (await database.db.select({ id: files.id }).from(files)).length;

/** The messages shown next to the file field, as read. */
async function fieldMessage(res: Response): Promise<string> {
  const html = await res.text();
  const list = html.match(/<ul id="field-document-error"[^>]*>([\s\S]*?)<\/ul>/);
  return list ? pageText(list[1]!).trim() : '';
}

describe('what can be uploaded', () => {
  it('a PDF, a JPEG and a PNG, whatever the browser says their type is; listed on the page', async () => {
    const { app, ownCookie, upload, provider } = await setUp();
    const sent = await upload('State permit 2026.pdf', pdf(), ownCookie, undefined, 'text/plain');
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/provider-dashboard/listing?documents=uploaded#documents');
    expect((await upload('insurance.JPG', jpeg())).status).toBe(302);
    expect((await upload('licence', png())).status).toBe(302);

    const stored = await database.db
      .select({ fileName: files.fileName, mediaType: files.mediaType, uploadedBy: files.uploadedBy, listingId: files.listingId })
      .from(files)
      .orderBy(files.createdAt);
    expect(stored).toEqual([
      { fileName: 'State permit 2026.pdf', mediaType: 'application/pdf', uploadedBy: provider.user.id, listingId: provider.listing.id },
      { fileName: 'insurance.JPG', mediaType: 'image/jpeg', uploadedBy: provider.user.id, listingId: provider.listing.id },
      { fileName: 'licence.png', mediaType: 'image/png', uploadedBy: provider.user.id, listingId: provider.listing.id },
    ]);
    const page = pageText(await (await app.request('/provider-dashboard/listing?documents=uploaded', { headers: ownCookie })).text());
    expect(page).toMatch(/Your document is uploaded\.[\s\S]*Uploaded \(3 of 10\)[\s\S]*State permit 2026\.pdf PDF/);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.document_upload')).limit(1);
    expect(audit).toMatchObject({
      actorId: provider.user.id,
      entityId: provider.listing.id,
      after: { fileName: 'State permit 2026.pdf', mediaType: 'application/pdf' },
    });
  });

  it('refuses by the bytes: a .pdf holding a PNG or text, an EXE renamed; next to the field, nothing stored', async () => {
    const { upload } = await setUp();
    const refusals: [string, Uint8Array, string][] = [
      ['permit.pdf', png(), nameDisagrees('.pdf', 'image/png')],
      ['permit.pdf', bytesOf('This is my permit, honestly.\n'), DOCUMENT_MESSAGES.wrongType],
      ['permit.pdf', exe(), DOCUMENT_MESSAGES.wrongType],
      ['setup.exe', exe(), DOCUMENT_MESSAGES.wrongType],
      ['photo.png', jpeg(), nameDisagrees('.png', 'image/jpeg')],
      ['permit.pdf', new Uint8Array(0), DOCUMENT_MESSAGES.noFile],
      ['', new Uint8Array(0), DOCUMENT_MESSAGES.noFile],
    ];
    for (const [name, bytes, message] of refusals) {
      const res = await upload(name, bytes);
      expect(res.status, name).toBe(400);
      expect(await fieldMessage(res), name).toBe(message);
    }
    expect(await storedCount()).toBe(0);
  });

  it('takes a file of 10 MB, and refuses one byte more next to the field', async () => {
    const { upload } = await setUp();
    const exactly = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
    bytesOf('%PDF-1.7\n').copy(exactly);
    const over = Buffer.concat([exactly, Buffer.from('x')]);
    const refused = await upload('big scan.pdf', over);
    expect(refused.status).toBe(400);
    expect(await fieldMessage(refused)).toBe(DOCUMENT_MESSAGES.tooBig);
    expect(await storedCount()).toBe(0);
    expect((await upload('big scan.pdf', exactly)).status).toBe(302);
    const [row] = await database.db.select({ byteSize: files.byteSize }).from(files);
    expect(row!.byteSize).toBe(MAX_DOCUMENT_BYTES);
  }, 60_000);

  it('refuses the eleventh document of a listing, and the same file twice; a deleted one makes room', async () => {
    const { app, upload, ownCookie, provider } = await setUp();
    const first = pdf();
    expect((await upload('permit-1.pdf', first)).status).toBe(302);
    const twice = await upload('permit again.pdf', first);
    expect(await fieldMessage(twice)).toBe('You have already uploaded this file, as permit-1.pdf.');
    for (let n = 2; n <= MAX_DOCUMENTS_PER_LISTING; n++) expect((await upload(`permit-${n}.pdf`, pdf())).status).toBe(302);
    const eleventh = await upload('permit-11.pdf', pdf());
    expect(eleventh.status).toBe(400);
    expect(await fieldMessage(eleventh)).toBe(DOCUMENT_MESSAGES.tooMany);
    expect(await storedCount()).toBe(MAX_DOCUMENTS_PER_LISTING);

    const [oldest] = await database.db.select({ id: files.id }).from(files).where(eq(files.fileName, 'permit-1.pdf'));
    const deleted = await postForm(app, '/provider-dashboard/listing', { intent: 'delete-document', documentId: oldest!.id }, ownCookie);
    expect(deleted.headers.get('location')).toBe('/provider-dashboard/listing?documents=deleted#documents');
    expect(await storedCount()).toBe(MAX_DOCUMENTS_PER_LISTING - 1);
    // Two at once when one place is left: the listing's lock lets one in.
    const actor = actorFor(provider.user, provider.listing.id);
    const racing = await Promise.allSettled([1, 2].map((n) => uploadOwnListingDocument(database.db, actor, { fileName: `race-${n}.pdf`, bytes: pdf() })));
    expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await storedCount()).toBe(MAX_DOCUMENTS_PER_LISTING);
  });

  it("keeps a safe name: no folders, quotes or line breaks, and the type's extension", async () => {
    const { app, upload, ownCookie } = await setUp();
    await upload('C:\\fakepath\\..\\"permit"\r\nX-Evil: 1.pdf', pdf());
    await upload('Genehmigung für Füchse', png());
    const stored = await database.db.select({ id: files.id, fileName: files.fileName }).from(files).orderBy(files.createdAt);
    expect(stored[0]!.fileName).toMatch(/^[^"\\/\r\n:]*X-Evil_ 1\.pdf$/);
    expect(stored[1]!.fileName).toBe('Genehmigung für Füchse.png');
    const disposition = (await app.request(`/listing-documents/${stored[0]!.id}`, { headers: ownCookie })).headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"\\\r\n]+"; filename\*=UTF-8''[\w%.-]+$/);
  });
});

describe('who can open a document', () => {
  it('the owner and an administrator get its bytes as an attachment; another provider, a member and a visitor get 404', async () => {
    const { app, cookieOf, upload, ownCookie } = await setUp();
    const bytes = pdf();
    await upload('Permit für 2026.pdf', bytes);
    const [document] = await database.db.select({ id: files.id }).from(files);
    const path = `/listing-documents/${document!.id}`;

    const admin = await createUser(database.db, { role: 'admin' });
    for (const headers of [ownCookie, await cookieOf(admin.id)]) {
      const res = await app.request(path, { headers });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Permit f_r 2026.pdf"; filename*=UTF-8''Permit%20f%C3%BCr%202026.pdf`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }

    const otherProvider = await createProviderAccount(database.db, { name: 'Flatirons Wildlife Rescue' });
    const member = await createUser(database.db);
    const strangers = [await cookieOf(otherProvider.user.id), await cookieOf(member.id), {}];
    for (const headers of strangers) {
      for (const tried of [path, `/listing-documents/${crypto.randomUUID()}`, '/listing-documents/not-an-id']) {
        const res = await app.request(tried, { headers });
        expect(res.status, tried).toBe(404);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        const body = await res.text();
        expect(body).toContain('This document was not found.');
        expect(body).not.toContain('%PDF');
      }
    }
    // Another provider cannot delete it either: not found, and it stays.
    const deleting = await postForm(
      app,
      '/provider-dashboard/listing',
      { intent: 'delete-document', documentId: document!.id },
      await cookieOf(otherProvider.user.id),
    );
    expect(deleting.status).toBe(404);
    expect(await storedCount()).toBe(1);
  });

  it('a member whose claim waits uploads on /claim-listing and opens it; a rejected claim takes its documents with it', async () => {
    const { app, cookieOf, upload } = await setUp();
    const [listing] = await database.db
      .insert(providers)
      .values({ name: 'Mesa Wildlife Care', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true })
      .returning();
    const claimant = await createUser(database.db);
    const cookie = await cookieOf(claimant.id);
    expect((await postForm(app, '/claim-listing', { intent: 'claim', providerId: listing!.id }, cookie)).status).toBe(302);
    const page = pageText(await (await app.request('/claim-listing?sent=1', { headers: cookie })).text());
    expect(page).toMatch(
      /Pending verification[\s\S]*upload your permits, licences and proof of insurance below[\s\S]*Verification documents[\s\S]*No documents yet\./,
    );

    const sent = await upload('permit.pdf', pdf(), cookie, '/claim-listing');
    expect(sent.headers.get('location')).toBe('/claim-listing?documents=uploaded#documents');
    const [document] = await database.db.select({ id: files.id }).from(files);
    expect((await app.request(`/listing-documents/${document!.id}`, { headers: cookie })).status).toBe(200);

    const admin = await createUser(database.db, { role: 'admin' });
    const reviewHtml = await (await app.request('/admin-dashboard/providers', { headers: await cookieOf(admin.id) })).text();
    expect(reviewHtml).toContain(`href="/listing-documents/${document!.id}" aria-label="Download permit.pdf"`);
    const review = pageText(reviewHtml);
    expect(review).toMatch(/Mesa Wildlife Care[\s\S]*1\. Documentation reviewed:[\s\S]*permit\.pdf PDF[\s\S]*2\. Standards verified/);

    await rejectProviderClaim(database.db, actorFor(admin), listing!.id);
    expect(await storedCount()).toBe(0);
    // A member without a listing has nothing to upload to.
    const none = await upload('permit.pdf', pdf(), cookie, '/claim-listing');
    expect(none.status).toBe(404);
  });
});

describe("a provider's own data", () => {
  it('their data export lists their documents (not the bytes); deleting their account takes the documents with the listing it releases', async () => {
    const { upload, provider } = await setUp();
    await upload('permit.pdf', pdf());
    const actor = actorFor(provider.user, provider.listing.id);
    const exported = await exportOwnData(database.db, actor);
    expect(exported.listingDocuments).toEqual([
      { id: expect.any(String), fileName: 'permit.pdf', mediaType: 'application/pdf', byteSize: expect.any(Number), createdAt: expect.any(Date) },
    ]);
    expect(JSON.stringify(exported)).not.toContain('%PDF');

    await deleteOwnAccount(database.db, actor, { password: TEST_PASSWORD, clientIp: '203.0.113.9' });
    expect(await storedCount()).toBe(0);
    const [listing] = await database.db.select({ claimed: providers.claimed }).from(providers).where(eq(providers.id, provider.listing.id));
    expect(listing).toEqual({ claimed: false });
  });
});

describe('the upload request itself', () => {
  it('a body over the upload limit is refused with 413 before it is read; other forms and pages keep 64 KB', async () => {
    const { app, upload, ownCookie } = await setUp();
    const tooBig = Buffer.alloc(FILE_UPLOAD_BODY_LIMIT, 0x20);
    bytesOf('%PDF-1.7\n').copy(tooBig);
    const refused = await upload('huge.pdf', tooBig);
    expect(refused.status).toBe(413);
    expect(pageText(await refused.text())).toContain(FILE_TOO_LARGE);

    // The listing's own form (URL-encoded) and a file sent to a page without a file field: 64 KB.
    const long = await postForm(app, '/provider-dashboard/listing', { phone: '303-555-0100', description: 'x'.repeat(FORM_BODY_LIMIT) }, ownCookie);
    expect(long.status).toBe(413);
    const elsewhere = await postFile(
      app,
      '/account',
      { intent: 'profile' },
      { field: 'document', name: 'permit.pdf', bytes: Buffer.concat([pdf(), Buffer.alloc(FORM_BODY_LIMIT)]) },
      ownCookie,
    );
    expect(elsewhere.status).toBe(413);
    expect(await storedCount()).toBe(0);
  }, 60_000);

  it('an upload from another site is refused and stores nothing', async () => {
    const { upload, ownCookie } = await setUp();
    const forged = await upload('permit.pdf', pdf(), { ...ownCookie, Origin: 'https://evil.example' });
    // React Router refuses a page action whose Origin is not ours (STACK-NOTES "Auth").
    expect(forged.status).toBe(400);
    expect(await storedCount()).toBe(0);
  });
});
