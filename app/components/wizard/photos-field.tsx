import { useRef, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { message } from '../../../common/i18n.ts';
import {
  ADD_PHOTOS,
  DRAFT_PHOTO_PATH,
  draftPhotoUrl,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIZE_LABEL,
  MAX_PHOTOS_PER_REQUEST,
  PHOTO_ACCEPT,
  PHOTO_FIELD,
  PHOTO_MEDIA_TYPES,
  PHOTO_MESSAGES,
  REMOVE_PHOTO,
  type RequestPhotoView,
} from '../../../common/request-photos.ts';
import { FieldMessages, fieldId, useHydrated } from '../form.tsx';
import { useT } from '../../lib/i18n.ts';

// Step 3's "Add photos of the animal" (issue 19). Without JavaScript a plain file field sent with
// the step's multipart form (or its own "Add photos" button). With JavaScript the chosen photos
// are checked in the page, shown, and sent at once with a progress bar (a slow connection takes
// a while for 15 MB), then listed from the server like the others.

const NOT_SENT = message('The photos could not be sent. Check your connection, then choose them again.');

/** Refusals the page can tell before sending; the server checks the bytes again. */
function checkInPage(files: File[], stored: number): string[] {
  const messages: string[] = [];
  if (stored + files.length > MAX_PHOTOS_PER_REQUEST) messages.push(PHOTO_MESSAGES.tooMany);
  for (const file of files) {
    if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)) messages.push(PHOTO_MESSAGES.heic(file.name));
    else if (file.type && !(PHOTO_MEDIA_TYPES as readonly string[]).includes(file.type)) messages.push(PHOTO_MESSAGES.wrongType(file.name));
    else if (file.size > MAX_PHOTO_BYTES) messages.push(PHOTO_MESSAGES.tooBig(file.name));
  }
  return messages;
}

/** Sends the photos with XMLHttpRequest, the one browser API that reports an upload's progress. */
function sendPhotos(files: File[], onProgress: (fraction: number) => void): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append(PHOTO_FIELD, file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', DRAFT_PHOTO_PATH);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const answer = request.response as { fieldErrors?: Record<string, string[]> } | null;
      resolve(answer?.fieldErrors?.[PHOTO_FIELD] ?? (request.status < 300 ? [] : [NOT_SENT]));
    };
    request.onerror = () => resolve([NOT_SENT]);
    request.send(body);
  });
}

export function PhotosField({ photos, errors }: { photos: RequestPhotoView[]; errors?: string[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ previews: { name: string; url: string }[]; progress: number } | null>(null);
  const [pageErrors, setPageErrors] = useState<string[] | null>(null);
  const messages = pageErrors ?? errors;
  const id = fieldId(PHOTO_FIELD);
  const room = MAX_PHOTOS_PER_REQUEST - photos.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    if (!files.length) return;
    const refused = checkInPage(files, photos.length);
    if (refused.length) {
      setPageErrors(refused);
      if (input.current) input.current.value = '';
      return;
    }
    const previews = files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) }));
    setPageErrors(null);
    setSending({ previews, progress: 0 });
    const answer = await sendPhotos(files, (progress) => setSending({ previews, progress }));
    if (input.current) input.current.value = '';
    await revalidator.revalidate();
    setSending(null);
    for (const preview of previews) URL.revokeObjectURL(preview.url);
    setPageErrors(answer.length ? answer : null);
  };

  return (
    <fieldset aria-describedby={`${id}-hint`}>
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
            <li key={photo.id} className="w-32">
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
      {sending ? (
        <div className="mt-3">
          <ul className="flex flex-wrap gap-3">
            {sending.previews.map((preview) => (
              <li key={preview.url}>
                <img
                  src={preview.url}
                  alt={t('{{name}}, being sent', { name: preview.name })}
                  className="h-32 w-32 rounded-md border border-slate-200 object-cover opacity-70"
                />
              </li>
            ))}
          </ul>
          <label className="mt-2 block text-sm text-slate-800">
            <span role="status">
              {t('Sending photos…')} {Math.round(sending.progress * 100)}%
            </span>
            <progress value={sending.progress} max={1} className="mt-1 block h-3 w-full" />
          </label>
        </div>
      ) : null}
      {room > 0 ? (
        <div className="mt-3">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t(photos.length ? 'Add another photo' : 'Choose photos')}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            name={PHOTO_FIELD}
            multiple
            accept={PHOTO_ACCEPT}
            disabled={Boolean(sending)}
            onChange={(event) => void choose(event)}
            aria-invalid={messages ? true : undefined}
            aria-describedby={messages ? `${id}-error` : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800 aria-invalid:border-red-700"
          />
          {/* With JavaScript the photos are sent as soon as they are chosen. */}
          {hydrated ? null : (
            <button type="submit" name="intent" value={ADD_PHOTOS} formNoValidate className="mt-2 rounded-md border border-slate-400 px-3 py-2 text-sm">
              {t('Add photos')}
            </button>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('You have added {{most}} photos, the most a request can have.', { most: MAX_PHOTOS_PER_REQUEST })}</p>
      )}
      <FieldMessages id={`${id}-error`} messages={messages} />
    </fieldset>
  );
}
