import { message, translateMessage } from '../../../common/i18n.ts';
import {
  ADD_PHOTOS,
  draftPhotoUrl,
  MAX_PHOTO_SIZE_LABEL,
  MAX_PHOTOS_PER_REQUEST,
  PHOTO_ACCEPT,
  PHOTO_FIELD,
  REMOVE_PHOTO,
  type RequestPhotoView,
} from '../../../common/request-photos.ts';
import { PHOTO_MESSAGES } from '../../../common/request-photo-messages.ts';
import { FieldMessages, fieldId } from '../form.tsx';
import { useT } from '../../lib/i18n.ts';

// Step 3's "Add photos of the animal", so that a provider can judge the animal from a picture. Without JavaScript a plain file field sent with
// the step's multipart form (or its own "Add photos" button). With it (app/enhance/photos.ts) the
// chosen photos are checked in the page, shown, and sent at once with a progress bar (a slow
// connection takes a while for 15 MB), then listed from the server like the others. The
// script's messages are rendered here in the page's language, {{name}} where a file's name goes.

const NOT_SENT = message('The photos could not be sent. Check your connection, then choose them again.');

export function PhotosField({ photos, errors }: { photos: RequestPhotoView[]; errors?: string[] }) {
  const t = useT();
  const id = fieldId(PHOTO_FIELD);
  const room = MAX_PHOTOS_PER_REQUEST - photos.length;
  const named = (template: (name: string) => string) => translateMessage(t, template('{{name}}'));
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      data-photos=""
      data-too-many={translateMessage(t, PHOTO_MESSAGES.tooMany)}
      data-heic={named(PHOTO_MESSAGES.heic)}
      data-wrong-type={named(PHOTO_MESSAGES.wrongType)}
      data-too-big={named(PHOTO_MESSAGES.tooBig)}
      data-not-sent={t(NOT_SENT)}
      data-sending={t('{{name}}, being sent', { name: '{{name}}' })}
    >
      <legend className="block text-sm font-medium text-slate-800">{t('Add photos of the animal (optional)')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t(
          'Up to {{most}} photos, JPEG, PNG, WebP or AVIF, up to {{size}} each. Take them from a safe distance. Only you and the providers who can take your request see them; the place a photo was taken is removed.',
          { most: MAX_PHOTOS_PER_REQUEST, size: MAX_PHOTO_SIZE_LABEL },
        )}
      </p>
      {photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="w-32" data-stored-photo="">
              <img
                src={draftPhotoUrl(photo.id)}
                alt={t('The animal ({{number}} of {{total}})', { number: index + 1, total: photos.length })}
                width={128}
                height={Math.round((128 * photo.height) / photo.width)}
                className="h-32 w-32 rounded-md border border-slate-200 object-cover"
              />
              <button
                type="submit"
                name="intent"
                value={`${REMOVE_PHOTO}:${photo.id}`}
                formNoValidate
                aria-label={t('Remove photo {{number}}', { number: index + 1 })}
                className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
              >
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3" data-photo-progress="" hidden>
        <ul className="flex flex-wrap gap-3" />
        <p id={`${id}-progress`} role="status" className="mt-2 text-sm text-slate-800" data-progress={`${t('Sending photos…')} {{percent}}%`} />
        <progress value={0} max={1} aria-labelledby={`${id}-progress`} className="mt-1 block h-3 w-full" />
      </div>
      {room > 0 ? (
        <div className="mt-3">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t(photos.length ? 'Add another photo' : 'Choose photos')}
          </label>
          <input
            id={id}
            type="file"
            name={PHOTO_FIELD}
            multiple
            accept={PHOTO_ACCEPT}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${id}-error` : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800 aria-invalid:border-red-700"
          />
          {/* The script hides it: with JavaScript the photos are sent as soon as they are chosen. */}
          <button
            type="submit"
            name="intent"
            value={ADD_PHOTOS}
            formNoValidate
            data-add-photos=""
            className="mt-2 rounded-md border border-slate-400 px-3 py-2 text-sm"
          >
            {t('Add photos')}
          </button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('You have added {{most}} photos, the most a request can have.', { most: MAX_PHOTOS_PER_REQUEST })}</p>
      )}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </fieldset>
  );
}
