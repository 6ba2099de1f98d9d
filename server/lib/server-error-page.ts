import '../../common/i18n-catalogs.ts';
import { message, translateMessage, translator } from '../../common/i18n.ts';
import { localeOfPath, localizedPath } from '../../common/locales.ts';

/**
 * A self-contained page for answers given outside React Router (errors before or around it), in
 * the language of the address asked for (docs/decisions/033): `title`, `text` and `note` are English
 * messages, shown in Spanish on a Spanish address.
 */
export function plainPage(path: string, title: string, text: string, requestId: string | undefined, note?: string): string {
  const locale = localeOfPath(path);
  const t = translator(locale);
  const escape = (words: string) => words.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const say = (words: string) => escape(translateMessage(t, words));
  const ref = requestId ? `<p>${say(message('Reference:'))} <code>${requestId.replace(/[^\w-]/g, '')}</code></p>` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${say(title)} | Wildline</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${say(title)}</h1><p>${say(text)}</p>${note ? `<p>${say(note)}</p>` : ''}${ref}<p><a href="${localizedPath('/', locale)}">${say(message('Go to the home page'))}</a></p></main></body></html>`;
}

// The last-resort 500 page, for errors outside React Router (which renders its own boundary).
export function serverErrorPage(path: string, requestId: string | undefined): string {
  return plainPage(
    path,
    message('Something went wrong'),
    message('We could not show this page. Please try again in a moment.'),
    requestId,
    message('If an animal needs help right now, call your state wildlife agency or a local veterinarian.'),
  );
}
