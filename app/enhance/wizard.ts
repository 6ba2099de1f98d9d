import { enhanceUseMyLocation, enhanceZipField } from './location.ts';
import { enhancePhotos } from './photos.ts';
import { enhancePlaceField } from './place-suggestions.ts';
import { autosave, donationChoice, errorSummaryLinks, guardSubmits } from './step-forms.ts';

// The request wizard's only script (docs/decisions/038). The wizard is server-rendered
// forms that work without JavaScript, and is never hydrated: React and its router (about 125 KB
// gzip) would be downloaded and run on a frightened person's phone to add what these few
// kilobytes add. Each part finds the elements the server marked for it.

const all = <T extends Element>(selector: string) => document.querySelectorAll<T>(selector);

all<HTMLInputElement>('input[data-place-list]').forEach(enhancePlaceField);
all<HTMLInputElement>('input[data-zip-status]').forEach(enhanceZipField);
all<HTMLElement>('[data-use-my-location]').forEach(enhanceUseMyLocation);
all<HTMLElement>('fieldset[data-photos]').forEach(enhancePhotos);
all<HTMLFormElement>('form[data-autosave]').forEach(autosave);
all<HTMLFormElement>('form[data-donation]').forEach(donationChoice);
all<HTMLElement>('[data-error-summary]').forEach(errorSummaryLinks);
guardSubmits(all<HTMLFormElement>('main form'));
// For tests and for the curious: the script has run.
document.documentElement.dataset.enhanced = 'wizard';
