import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp } from '../test/services.ts';
import { allowErrorLogsMentioning } from '../test/error-logs.ts';

// A page whose loader fails (a real failure: the table it reads is renamed away) gets the
// site's friendly 500 page, which shows the request reference a person can quote to us: the
// same id as the X-Request-Id header and the one error log line, and no stack trace.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

async function failingPage() {
  const { app, logLines } = createTestApp(database.db, { build });
  allowErrorLogsMentioning('wildlife_issues');
  await database.db.execute(sql`alter table wildlife_issues rename to wildlife_issues_gone`);
  try {
    const res = await app.request('/resources/heron-tangled-in-line');
    return { res, html: await res.text(), logLines };
  } finally {
    await database.db.execute(sql`alter table wildlife_issues_gone rename to wildlife_issues`);
  }
}

describe('a page that fails on the server', () => {
  it('shows the friendly 500 page with the request reference and no internals', async () => {
    const { res, html, logLines } = await failingPage();
    expect(res.status).toBe(500);
    expect(html).toContain('Something went wrong');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(html).toMatch(new RegExp(`Reference: <code[^>]*>${requestId}</code>`));
    const [logged] = logLines.filter((line) => line.level === 50);
    expect(logged?.requestId).toBe(requestId);
    expect(html).not.toContain('wildlife_issues');
    expect(html).not.toContain('Failed query');
    expect(html).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('is logged once, with the request id', async () => {
    const { res, logLines } = await failingPage();
    const errors = logLines.filter((line) => (line.level as number) >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: res.headers.get('x-request-id'), msg: 'route error' });
    // the loader's own error, not React Router's sanitized copy of it
    expect((errors[0]!.err as { message: string }).message).toContain('wildlife_issues');
  });
});
