import { DRAFT_PHOTO_PATH, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST, PHOTO_FIELD, PHOTO_MEDIA_TYPES } from '../../common/request-photos.ts';
import { words } from './words.ts';

// Step 3's "Add photos of the animal". Without the script a plain file field sent with
// the step's form or its own "Add photos" button. With it the chosen photos are checked in the
// page, shown, and sent at once with a progress bar (a slow connection takes a while for 15 MB);
// the photo list is then read again from the server, and nothing typed on the step is touched.

/** Refusals the page can tell before sending; the server checks the bytes again. */
function checkInPage(box: HTMLElement, files: File[], stored: number): string[] {
  const messages: string[] = [];
  if (stored + files.length > MAX_PHOTOS_PER_REQUEST) messages.push(words(box, 'tooMany'));
  for (const { name, type, size } of files) {
    if (/^image\/hei[cf]/.test(type) || /\.hei[cf]$/i.test(name)) messages.push(words(box, 'heic', { name }));
    else if (type && !(PHOTO_MEDIA_TYPES as readonly string[]).includes(type)) messages.push(words(box, 'wrongType', { name }));
    else if (size > MAX_PHOTO_BYTES) messages.push(words(box, 'tooBig', { name }));
  }
  return messages;
}

/** Sends the photos with XMLHttpRequest, the one browser API that reports an upload's progress. */
function sendPhotos(box: HTMLElement, files: File[], onProgress: (fraction: number) => void): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append(PHOTO_FIELD, file);
  const notSent = [words(box, 'notSent')];
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', DRAFT_PHOTO_PATH);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const answer = request.response as { fieldErrors?: Record<string, string[]> } | null;
      resolve(answer?.fieldErrors?.[PHOTO_FIELD] ?? (request.status < 300 ? [] : notSent));
    };
    request.onerror = () => resolve(notSent);
    request.send(body);
  });
}

/** The field's messages under it, linked to the file input, as the server renders them. */
function showMessages(box: HTMLElement, messages: string[]) {
  const input = box.querySelector<HTMLInputElement>('input[type="file"]');
  const id = `${input?.id ?? 'field-photos'}-error`;
  box.querySelector(`[id="${id}"]`)?.remove();
  if (!messages.length) return;
  const list = document.createElement('ul');
  list.id = id;
  list.className = 'mt-1 space-y-0.5 text-sm text-red-700';
  list.append(...messages.map((message) => Object.assign(document.createElement('li'), { textContent: message })));
  box.append(list);
  input?.setAttribute('aria-invalid', 'true');
  input?.setAttribute('aria-describedby', id);
}

/** The step's photo list as the server now has it, in place of the old one. */
async function readAgain(box: HTMLElement): Promise<HTMLElement> {
  const res = await fetch(window.location.href, { headers: { Accept: 'text/html' } });
  const fresh = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector<HTMLElement>('fieldset[data-photos]');
  if (!res.ok || !fresh) return box;
  const adopted = document.adoptNode(fresh);
  box.replaceWith(adopted);
  enhancePhotos(adopted);
  return adopted;
}

export function enhancePhotos(box: HTMLElement) {
  const input = box.querySelector<HTMLInputElement>('input[type="file"]');
  const progress = box.querySelector<HTMLElement>('[data-photo-progress]');
  if (!input || !progress) return;
  // With the script the photos are sent as soon as they are chosen.
  box.querySelectorAll<HTMLElement>('[data-add-photos]').forEach((button) => (button.hidden = true));
  const stored = box.querySelectorAll('[data-stored-photo]').length;
  const previews = progress.querySelector('ul')!;
  const bar = progress.querySelector('progress')!;
  const status = progress.querySelector<HTMLElement>('[role="status"]')!;

  input.addEventListener('change', () => {
    const files = [...(input.files ?? [])];
    if (!files.length) return;
    const refused = checkInPage(box, files, stored);
    if (refused.length) {
      input.value = '';
      return showMessages(box, refused);
    }
    showMessages(box, []);
    const urls = files.map((file) => URL.createObjectURL(file));
    previews.replaceChildren(
      ...files.map((file, index) => {
        const image = Object.assign(document.createElement('img'), {
          src: urls[index]!,
          alt: words(box, 'sending', { name: file.name }),
          className: 'h-32 w-32 rounded-md border border-slate-200 object-cover opacity-70',
        });
        const item = document.createElement('li');
        item.append(image);
        return item;
      }),
    );
    const show = (fraction: number) => {
      bar.value = fraction;
      status.textContent = words(status, 'progress', { percent: Math.round(fraction * 100) });
    };
    show(0);
    progress.hidden = false;
    input.disabled = true;
    void sendPhotos(box, files, show).then(async (answer) => {
      const now = await readAgain(box).catch(() => box);
      for (const url of urls) URL.revokeObjectURL(url);
      if (now === box) {
        progress.hidden = true;
        input.disabled = false;
        input.value = '';
      }
      showMessages(now, answer);
    });
  });
}
