import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import { animalTypes, wildlifeIssues } from '../../db/schema.ts';

// The guide's edit form as an administrator posts it without JavaScript (production build, in
// process): the "Published" checkbox means what it shows, and a refused save keeps what was typed.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const stored = {
  id: 'heron-tangled-in-line',
  title: 'Heron tangled in fishing line',
  description: 'A heron wrapped in monofilament line near a pond cannot fly or feed.',
  issueType: 'emergency' as const,
  severity: 'critical' as const,
  animalType: 'Heron / Egret',
  immediateActions: ['Keep people and dogs away.', 'Do not pull the line.'],
};

/** The form as the page sends it: an unticked checkbox is not sent at all. */
const formOf = (changes: Record<string, string> = {}) => ({
  title: stored.title,
  description: stored.description,
  issueType: stored.issueType,
  severity: stored.severity,
  animalType: stored.animalType,
  categoryId: '',
  immediateActions: stored.immediateActions.join('\r\n'),
  longTermSolutions: '',
  preventionTips: '',
  searchKeywords: '',
  ...changes,
});

async function adminWithIssue(active: boolean) {
  await database.db.insert(animalTypes).values({ name: stored.animalType });
  await database.db.insert(wildlifeIssues).values({ ...stored, active });
  const { app, auth } = createTestApp(database.db, { build });
  const admin = await createUser(database.db, { role: 'admin' });
  const cookie = await sessionCookieFor(auth, admin.id);
  const post = (path: string, form: Record<string, string>) => postForm(app, path, form, { Cookie: cookie });
  const row = async () => (await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, stored.id)))[0]!;
  const publicPage = async () => (await app.request(`/resources/${stored.id}`)).status;
  return { post, row, publicPage };
}

/** What a server-rendered form shows in its fields. */
const inputValue = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0].match(/value="([^"]*)"/)?.[1];
const textareaValue = (html: string, name: string) => html.match(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`))?.[1];
const selectedOption = (html: string, name: string) =>
  html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's'))?.[1]!.match(/<option[^>]*value="([^"]*)"[^>]*selected=""/)?.[1];
const isChecked = (html: string, name: string) => /checked=""/.test(html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '');

describe('the "Published" box of the edit form', () => {
  it('unticked, hides a published issue from the guide', async () => {
    const { post, row, publicPage } = await adminWithIssue(true);
    const res = await post(`/admin-dashboard/guide/${stored.id}`, formOf());
    expect(res.status).toBe(200);
    expect((await row()).active).toBe(false);
    expect(await publicPage()).toBe(404);
  });

  it('left unticked, keeps a hidden issue hidden when a typo is fixed', async () => {
    const { post, row, publicPage } = await adminWithIssue(false);
    const html = await (await post(`/admin-dashboard/guide/${stored.id}`, formOf({ title: 'Heron tangled in fishing line or net' }))).text();
    expect(await row()).toMatchObject({ title: 'Heron tangled in fishing line or net', active: false });
    expect(await publicPage()).toBe(404);
    expect(isChecked(html, 'active')).toBe(false);
  });

  it('ticked, publishes a hidden issue', async () => {
    const { post, row, publicPage } = await adminWithIssue(false);
    expect((await post(`/admin-dashboard/guide/${stored.id}`, formOf({ active: 'on' }))).status).toBe(200);
    expect((await row()).active).toBe(true);
    expect(await publicPage()).toBe(200);
  });
});

describe('a refused save without JavaScript', () => {
  it('shows what was typed with the field messages, and changes nothing', async () => {
    const { post, row } = await adminWithIssue(true);
    const before = await row();
    const res = await post(
      `/admin-dashboard/guide/${stored.id}`,
      formOf({ title: 'No', description: 'A rewritten description the admin typed.', severity: 'low', immediateActions: 'First step\r\nSecond step' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please correct the fields marked below.');
    expect(html).toContain('Title is required');
    expect(inputValue(html, 'title')).toBe('No');
    expect(textareaValue(html, 'description')).toBe('A rewritten description the admin typed.');
    expect(textareaValue(html, 'immediateActions')).toBe('First step\r\nSecond step');
    expect(selectedOption(html, 'severity')).toBe('low');
    expect(isChecked(html, 'active')).toBe(false); // it was unticked when sent, though the issue is published
    expect(await row()).toEqual(before);
  });

  it("shows what was typed with the service's refusal, which says which change failed", async () => {
    const { post, row } = await adminWithIssue(true);
    const before = await row();
    const res = await post(
      `/admin-dashboard/guide/${stored.id}`,
      formOf({ title: 'Heron caught in a net', categoryId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', active: 'on' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Error updating wildlife issue: that category does not exist');
    expect(inputValue(html, 'title')).toBe('Heron caught in a net');
    expect(isChecked(html, 'active')).toBe(true);
    expect(await row()).toEqual(before);
  });

  it('of a new issue keeps what was typed, its address included', async () => {
    const { post } = await adminWithIssue(true);
    const res = await post('/admin-dashboard/guide/new', formOf({ id: stored.id, title: 'Egret tangled in kite string' }));
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('Error creating wildlife issue: an issue with that id already exists');
    expect(inputValue(html, 'id')).toBe(stored.id);
    expect(inputValue(html, 'title')).toBe('Egret tangled in kite string');
    expect(isChecked(html, 'active')).toBe(false);
  });
});

describe('the entry in Spanish on the edit form', () => {
  const spanishForm = {
    titleEs: 'Garza enredada en hilo de pescar',
    descriptionEs: 'Una garza enredada en hilo de nailon cerca de un estanque no puede volar ni comer.',
    immediateActionsEs: 'Mantenga alejados a las personas y a los perros.\r\nNo jale el hilo.',
    longTermSolutionsEs: '',
    preventionTipsEs: '',
    searchKeywordsEs: 'garza\r\nhilo de pescar',
  };

  it('is saved beside the English and read on the Spanish page, the English page unchanged', async () => {
    const { post, row } = await adminWithIssue(true);
    expect((await post(`/admin-dashboard/guide/${stored.id}`, formOf({ ...spanishForm, active: 'on' }))).status).toBe(200);
    expect(await row()).toMatchObject({
      title: stored.title,
      titleEs: spanishForm.titleEs,
      immediateActionsEs: ['Mantenga alejados a las personas y a los perros.', 'No jale el hilo.'],
    });
    const { app } = createTestApp(database.db, { build });
    const spanishPage = await (await app.request(`/es/resources/${stored.id}`)).text();
    expect(spanishPage).toContain('Garza enredada en hilo de pescar');
    expect(spanishPage).toContain('No jale el hilo.');
    expect(spanishPage).not.toContain('todavía no está traducida');
    expect(await (await app.request(`/resources/${stored.id}`)).text()).toContain(stored.title);
  });

  it('refused when not line for line with the English, keeps what was typed and says why', async () => {
    const { post, row } = await adminWithIssue(true);
    const before = await row();
    const res = await post(`/admin-dashboard/guide/${stored.id}`, formOf({ ...spanishForm, immediateActionsEs: 'Una sola línea.' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Give one Spanish line for each English line: 2 in English, 1 in Spanish');
    expect(inputValue(html, 'titleEs')).toBe(spanishForm.titleEs);
    expect(textareaValue(html, 'immediateActionsEs')).toBe('Una sola línea.');
    expect(await row()).toEqual(before);
  });

  it('without Spanish, the Spanish page shows the English with a note, marked lang="en"', async () => {
    await adminWithIssue(true);
    const { app } = createTestApp(database.db, { build });
    const html = await (await app.request(`/es/resources/${stored.id}`)).text();
    expect(html).toContain('Esta guía todavía no está traducida; se muestra en inglés.');
    expect(html).toMatch(new RegExp(`<h1 lang="en"[^>]*>${stored.title}</h1>`));
  });
});
