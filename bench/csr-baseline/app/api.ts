import { data } from 'react-router';

// The baseline's pages read what the server's loaders would have given them from the JSON API
// (GET /api/v1/…, the same services), from the browser, after the page's JavaScript has loaded.

/** GET `path` as JSON; an answer other than 2xx becomes that status for the route's error boundary. */
export async function getJson<T>(path: string, request: Request, errorData?: unknown): Promise<T> {
  const response = await fetch(new URL(path, request.url), { headers: { accept: 'application/json' }, signal: request.signal });
  if (!response.ok) throw data(errorData ?? null, { status: response.status });
  return (await response.json()) as T;
}
