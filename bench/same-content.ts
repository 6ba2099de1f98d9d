import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';

// The fairness check of the client-rendered baseline: in a browser, once each page has settled,
// the server-rendered page and its client-rendered twin must show the same title and the same
// text in <main>, and neither may throw (a failed hydration, for one, makes React render the
// server's page again on the client); otherwise the report would not compare what it says.

export interface ContentCheck {
  page: string;
  same: boolean;
  /** uncaught errors in either version */
  errors: string[];
  detail: string;
}

async function rendered(page: Page, url: string) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message.split('\n')[0]!.slice(0, 200));
  page.on('pageerror', onError);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The client-rendered page fills <main> after its data arrives.
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    return { title: await page.title(), text: (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim(), errors };
  } finally {
    page.off('pageerror', onError);
  }
}

/** For each path, the server's page and the baseline's, compared. */
export async function compareRenderedContent(serverUrl: string, baselineUrl: string, paths: string[], extraArgs: string[] = []): Promise<ContentCheck[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] });
  try {
    const page = await (await browser.newContext()).newPage();
    const checks: ContentCheck[] = [];
    for (const path of paths) {
      const server = await rendered(page, serverUrl + path);
      const client = await rendered(page, baselineUrl + path);
      const same = server.title === client.title && server.text === client.text;
      const errors = [...server.errors.map((e) => `server-rendered: ${e}`), ...client.errors.map((e) => `client-rendered: ${e}`)];
      checks.push({
        page: path,
        same,
        errors,
        detail: same
          ? `same title and <main> text (${server.text.length} characters)`
          : `server "${server.title}" ${server.text.length} characters, client "${client.title}" ${client.text.length} characters`,
      });
    }
    return checks;
  } finally {
    await browser.close();
  }
}

/** The stylesheets of the two builds (`<build>/client/assets/*.css`), which must be the same bytes. */
export function compareStylesheets(serverClientDir: string, baselineClientDir: string): { same: boolean; detail: string } {
  const sheets = (dir: string) =>
    readdirSync(path.join(dir, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .sort();
  const [server, baseline] = [sheets(serverClientDir), sheets(baselineClientDir)];
  const same =
    server.length > 0 &&
    server.join() === baseline.join() &&
    server.every((f) => readFileSync(path.join(serverClientDir, 'assets', f)).equals(readFileSync(path.join(baselineClientDir, 'assets', f))));
  return {
    same,
    detail: same
      ? `the same stylesheet, byte for byte (${server.join(', ')})`
      : `different stylesheets: server ${server.join(', ') || 'none'}, baseline ${baseline.join(', ') || 'none'} (is build/ older than the source? npm run build)`,
  };
}
