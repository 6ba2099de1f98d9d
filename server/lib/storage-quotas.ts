// How much may be stored of what anyone can upload before anyone has checked it
// (docs/decisions/053): photos in wizard drafts, which any visitor can add, and verification
// documents of claims still waiting for review, which any new account can send. Each has a share
// per client (an address a day, an account) and a total for everyone, so that neither one client
// nor many together can fill the database's disk. Photos sent with a request, and documents of
// approved listings, have no total here: they are bounded by the requests and listings themselves.

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const STORAGE_QUOTAS = {
  /**
   * Re-encoded draft photos (1600 px JPEGs, about 0.3–2 MB each) one client address may add in a
   * day: the photos of a dozen or more requests, for the many people behind a library's or a
   * carrier's address; beyond it their requests still go, without photos.
   */
  draftPhotosPerAddressPerDay: { limit: 40 * MB, windowMs: 24 * 60 * 60_000 },
  /** Photos in drafts not yet sent, everyone's together (drafts are cleared a week after their last change). */
  draftPhotosTotal: 2 * GB,
  /** One account's documents on listings waiting for approval: permits, licences and insurance, scanned. */
  pendingDocumentsPerAccount: 30 * MB,
  /** Documents on every listing waiting for approval, together. */
  pendingDocumentsTotal: 2 * GB,
};

/** "100 MB", "2 GB": a quota as people read it. */
export const sizeLabel = (bytes: number) => (bytes >= GB ? `${Math.round(bytes / GB)} GB` : `${Math.round(bytes / MB)} MB`);
