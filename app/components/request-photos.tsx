import { requestPhotoUrl, type RequestPhotoView } from '../../common/request-photos.ts';
import { useT } from '../lib/i18n.ts';

// A request's photos of the animal: thumbnails, each a link to the photo at full size.
// Shown to its requester and to the providers who may take it.

export function RequestPhotos({
  photos,
  headingLevel = 3,
  urlOf = requestPhotoUrl,
}: {
  photos: RequestPhotoView[];
  headingLevel?: 2 | 3;
  /** where each photo is served: by default to those signed in who may see it; a listing's e-mail link has its own */
  urlOf?: (id: string, size?: 'full' | 'thumbnail') => string;
}) {
  const t = useT();
  if (!photos.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mt-4">
      <Heading className="font-semibold text-slate-900">{t('Photos of the animal ({{total}})', { total: photos.length })}</Heading>
      <ul className="mt-2 flex flex-wrap gap-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={urlOf(photo.id)} className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-700">
              <img
                src={urlOf(photo.id, 'thumbnail')}
                alt={t('The animal ({{number}} of {{total}}), at full size', { number: index + 1, total: photos.length })}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                loading="lazy"
                className="h-40 w-40 rounded-md border border-slate-200 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
