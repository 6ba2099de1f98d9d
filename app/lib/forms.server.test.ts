import { describe, expect, it } from 'vitest';
import { ZIssueInput } from '../../common/guide-schemas.ts';
import { ZListingEdit, ZProviderListing } from '../../common/providers-schemas.ts';
import { ZVolunteerApplication } from '../../common/volunteers-schemas.ts';
import { badRequest, notFound } from '../../server/lib/errors.ts';
import { parseForm, readForm, runFormAction } from './forms.server.ts';

const formOf = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

describe('parseForm', () => {
  it('reads ticked checkboxes as the list the schema expects, one box or several', async () => {
    const one = await readForm(formOf([['availability', 'Weekends']]), ZVolunteerApplication);
    expect(one.input.availability).toBe('Weekends');
    const several = await readForm(
      formOf([
        ['availabilityDays', 'Mon'],
        ['availabilityDays', 'Tue'],
        ['services', 'Rescue\nRelease'],
      ]),
      ZListingEdit,
    );
    expect(several.input).toMatchObject({ availabilityDays: ['Mon', 'Tue'], services: 'Rescue\nRelease' });
    expect(several.values).toMatchObject({ availabilityDays: ['Mon', 'Tue'] });
  });

  it('reads an unticked true/false checkbox as false and a ticked one as true', async () => {
    const fields: [string, string][] = [
      ['title', 'Bat in the house'],
      ['description', 'A bat flew in at night.'],
      ['issueType', 'conflict'],
      ['severity', 'low'],
      ['animalType', 'Bat'],
    ];
    const unticked = await parseForm(formOf(fields), ZIssueInput);
    expect(unticked.ok && unticked.data.active).toBe(false);
    const ticked = await parseForm(formOf([...fields, ['active', 'on']]), ZIssueInput);
    expect(ticked.ok && ticked.data.active).toBe(true);
  });

  it('answers field errors in the shape the pages show, with what was sent but never a password', async () => {
    const parsed = await parseForm(
      formOf([
        ['name', ''],
        ['password', 'secret'],
        ['animals', 'Bats'],
      ]),
      ZProviderListing,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.name).toEqual(['Enter the name of your organization']);
    expect(parsed.values).toEqual({ name: '', animals: 'Bats' });
  });

  it('keeps a field named __proto__ a field', async () => {
    const { input, values } = await readForm(
      formOf([
        ['__proto__', 'x'],
        ['name', 'y'],
      ]),
    );
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(Object.hasOwn(values, '__proto__')).toBe(true);
  });
});

describe('runFormAction', () => {
  it("answers a service's refusal with its status, message, field errors and what was sent", async () => {
    const answer = await runFormAction(
      async () => {
        throw badRequest('Please correct the fields marked below.', { state: ['Choose a state'] });
      },
      { values: { state: 'XX' }, extra: { intent: 'state' } },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      message: null,
      formError: 'Please correct the fields marked below.',
      fieldErrors: { state: ['Choose a state'] },
      values: { state: 'XX' },
      intent: 'state',
    });
    const missing = await runFormAction(async () => {
      throw notFound('Help request not found');
    });
    expect(missing.init?.status).toBe(404);
  });

  it('answers a success with its message, and lets anything else (a redirect, a real failure) go on up', async () => {
    expect((await runFormAction(async () => {}, { success: 'Saved.' })).data).toMatchObject({ ok: true, message: 'Saved.', formError: null, values: null });
    await expect(
      runFormAction(async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
  });
});
