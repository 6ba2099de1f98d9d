import { fillMessage, message } from './i18n.ts';
import { MAX_PHOTO_SIZE_LABEL, MAX_PHOTOS_PER_REQUEST } from './request-photos.ts';

// The refusals of photos sent with a help request, in English, marked for the
// catalogs: the service says them, and the wizard's page renders them for its script in the
// page's language (app/components/wizard/photos-field.tsx).

export const PHOTO_MESSAGES = {
  tooMany: fillMessage(message('You can send at most {{most}} photos. Remove one to add another.'), { most: MAX_PHOTOS_PER_REQUEST }),
  tooBig: (name: string) => fillMessage(message('{{name}} is larger than {{size}}. Choose a smaller photo.'), { name, size: MAX_PHOTO_SIZE_LABEL }),
  wrongType: (name: string) => fillMessage(message('{{name}} is not a JPEG, PNG, WebP or AVIF photo. Choose a photo of the animal.'), { name }),
  heic: (name: string) =>
    fillMessage(
      message(
        '{{name}} is a HEIC photo, which we cannot open. On an iPhone, choose the photo with Add photos (it is then sent as a JPEG), or set Settings › Camera › Formats to Most Compatible.',
      ),
      { name },
    ),
  // Refused for now, not for what the photo is: the request itself can always be sent without photos (docs/decisions/053).
  busy: message(
    'We cannot take photos right now: too many are being sent at once. Please try again in a minute, or send your request without photos (the provider who takes it can ask you for them).',
  ),
  dailyShareUsed: message(
    'Too many photos have been sent from your network today. Please send your request without photos: the provider who takes it can ask you for them.',
  ),
  storageFull: message('We cannot keep more photos right now. Please send your request without photos: the provider who takes it can ask you for them.'),
  unreadable: (name: string) =>
    fillMessage(message('{{name}} could not be opened as a photo: it may be damaged. Choose another photo of the animal.'), { name }),
} as const;
