// The session token lives in an httpOnly cookie so that no script in a page can read it. better-auth
// also writes it into the JSON of some answers (the session, a sign-in): a script injected into a
// page could fetch /api/auth/get-session and send the token away, which is what httpOnly is there
// to prevent. Those answers go out without it; nothing of ours reads it (the pages call better-auth
// in process, and every client holds its session by the cookie).

/** A JSON answer of better-auth's over HTTP without the session token in it; any other answer as it is. */
export async function withoutSessionToken(res: Response): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(stripTokens(body)), { status: res.status, statusText: res.statusText, headers });
}

function stripTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { token: _token, session, ...rest } = body as Record<string, unknown>;
  if (session && typeof session === 'object' && !Array.isArray(session)) {
    const { token: _sessionToken, ...shownSession } = session as Record<string, unknown>;
    return { ...rest, session: shownSession };
  }
  return session === undefined ? rest : { ...rest, session };
}
