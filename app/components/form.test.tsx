import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Checkbox, CheckboxGroup, Field, FieldErrorsScope, TextArea } from './form.tsx';

// FieldErrorsScope, the one way a form hands its errors to its fields: a form's controls read their errors from the scope around them,
// each shown under its control and linked to it, as when every control was handed them.

const errors = {
  email: ['Enter a valid e-mail address'],
  reason: ['Tell us why'],
  availability: ['Choose at least one'],
  adult: ['You must be 18 or older'],
};

/** Rendered on a page, as the components always are: their words are the page's language's. */
const render = (element: ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

const form = (scoped: typeof errors | undefined) =>
  render(
    <FieldErrorsScope errors={scoped}>
      <Field label="Email" name="email" />
      <TextArea label="Why" name="reason" />
      <CheckboxGroup legend="When" name="availability" options={['Weekdays', 'Weekends']} />
      <Checkbox label="Adult" name="adult" />
      <Field label="Phone" name="phone" />
    </FieldErrorsScope>,
  );

describe('FieldErrorsScope', () => {
  it('shows each control its own errors from the scope, linked to it', () => {
    const markup = form(errors);
    for (const message of Object.values(errors).flat()) expect(markup).toContain(`<li>${message}</li>`);
    expect(markup.match(/aria-invalid="true"/g)).toHaveLength(3); // the text field, the text area and the checkbox
    expect(markup).toMatch(/<fieldset aria-describedby="[^"]+-error">/); // the group, by its fieldset
    expect(markup).toMatch(/<input[^>]*name="phone"(?![^>]*aria-invalid)[^>]*>/); // a control without errors stays valid
  });

  it('shows nothing without errors, and a control handed its own errors keeps them', () => {
    expect(form(undefined)).not.toMatch(/aria-invalid="true"|<li>/);
    const own = render(
      <FieldErrorsScope errors={errors}>
        <Field label="Email" name="email" errors={{ email: ['Taken'] }} />
      </FieldErrorsScope>,
    );
    expect(own).toContain('<li>Taken</li>');
    expect(own).not.toContain(errors.email[0]);
  });
});
