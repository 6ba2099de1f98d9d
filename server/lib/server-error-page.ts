/** A self-contained page for answers given outside React Router: errors before or around it. */
export function plainPage(title: string, message: string, requestId: string | undefined, extra = ''): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const ref = requestId ? `<p>Reference: <code>${requestId.replace(/[^\w-]/g, '')}</code></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} | Wildline</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escape(title)}</h1><p>${escape(message)}</p>${extra}${ref}<p><a href="/">Go to the home page</a></p></main></body></html>`;
}

// The last-resort 500 page, for errors outside React Router (which renders its own boundary).
export function serverErrorPage(requestId: string | undefined): string {
  return plainPage(
    'Something went wrong',
    'We could not show this page. Please try again in a moment.',
    requestId,
    '<p>If an animal needs help right now, call your state wildlife agency or a local veterinarian.</p>',
  );
}
