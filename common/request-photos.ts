// Photos of the animal sent with a help request: the limits and the types we take,
// shared by the wizard's file field (its `accept`), its script's checks before sending
// (app/enhance/photos.ts) and the service that decides (server/features/help-requests/
// request-photos.ts). No imports: the wizard's script bundles this file, and the refusals'
// words (with i18n) are in request-photo-messages.ts.

export const MAX_PHOTOS_PER_REQUEST = 3;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_SIZE_LABEL = '15 MB';

/** The types we take, by the name browsers give them. HEIC is not among them: sharp cannot decode it. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

/**
 * The file field's `accept`: exactly our types, so a phone converts a HEIC photo to JPEG before
 * sending it (iOS does when HEIC is not listed). The server checks the bytes anyway.
 */
export const PHOTO_ACCEPT = PHOTO_MEDIA_TYPES.join(',');

/** The wizard's file field, and what it is called in field errors. */
export const PHOTO_FIELD = 'photos';
/** The `intent` of the button that sends the chosen photos and stays on the step (without JavaScript). */
export const ADD_PHOTOS = 'add-photos';
/** The `value` of a stored photo's Remove button is `${REMOVE_PHOTO}:<id>` (the button's name is `intent`). */
export const REMOVE_PHOTO = 'remove-photo';

/** In English, as the service refuses with them; shown through `translateMessage` (the file's name found by the template's shape). */

/** Where a request's photo is served (server/features/help-requests/photo-routes.ts); `?size=thumbnail` for the small one. */
export const REQUEST_PHOTO_PATH = '/request-photos';
export const requestPhotoUrl = (id: string, size: 'full' | 'thumbnail' = 'full') =>
  `${REQUEST_PHOTO_PATH}/${id}${size === 'thumbnail' ? '?size=thumbnail' : ''}`;
/**
 * The same photo at an address under /es, for the links in a Spanish reader's e-mail: a visitor who
 * must sign in first is sent to the Spanish sign-in, and then to the photo (docs/decisions/040).
 */
export const spanishRequestPhotoUrl = (id: string) => `/es${requestPhotoUrl(id)}`;
/** A photo still in the wizard's draft, seen by whoever holds the draft's cookie: its thumbnail. */
export const DRAFT_PHOTO_PATH = '/find-help/photos';
export const draftPhotoUrl = (id: string) => `${DRAFT_PHOTO_PATH}/${id}`;

/** A stored photo, as pages list it. */
export interface RequestPhotoView {
  id: string;
  width: number;
  height: number;
}
