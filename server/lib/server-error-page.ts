// The last-resort 500 page, for errors outside React Router (which renders its own boundary).
export function serverErrorPage(requestId: string | undefined): string {
  const ref = requestId ? `<p>Reference: <code>${requestId.replace(/[^\w-]/g, '')}</code></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong | Wildline</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.</p><p>If an animal needs help right now, call your state wildlife agency or a local veterinarian.</p>${ref}<p><a href="/">Go to the home page</a></p></main></body></html>`;
}
