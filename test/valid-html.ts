import { HtmlValidate, type ConfigData } from 'html-validate';

// html-validate's recommended rules, as the pages are checked against them (server/valid-html.test.ts).
// Configured: what React's server renderer writes one way and cannot be told to write otherwise
// (each valid HTML; where a rule can be set to React's way it is, so markup written some other
// way still fails), one rule set to what HTML allows, and one the Call buttons cannot keep on a
// phone (below). Nothing about the pages' meaning (labels, landmarks, content models, ARIA, form
// fields) is turned off.
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's useId() makes ids such as "_R_1d_" (a form field's label and hint are tied to it
    // by these). HTML allows any id without white space; the rule's default also asks for a
    // leading letter, an HTML 4 rule. `relaxed` checks HTML's own.
    'valid-id': ['error', { relaxed: true }],
    // React writes a void element closed as XML does, `<input/>`: allowed in HTML, and React
    // has no way to write it otherwise. The rule still holds every page to that one way.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes a boolean attribute (`required`, `defer`, `selected`, `autofocus`) as
    // `required=""`, HTML's "empty attribute" form. Set to it, the rule still refuses
    // `required="required"`.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // An empty enumerated attribute (`hidden`) React writes `hidden=""` from JSX, but bare,
    // `<div hidden id="S:0">`, around each part of React Router's streamed loader data (its
    // inline scripts). Both are HTML's empty attribute syntax, and no one setting fits both.
    'attribute-empty-style': 'off',
    // React writes an attribute under its DOM property's name, `charSet`, `autoComplete`,
    // `noValidate`, `hrefLang`: HTML attribute names are not case-sensitive (the parser lowers
    // them), so these are the attributes `charset`, `autocomplete`... Written lowercase in JSX,
    // React's development build says "Invalid DOM property `hreflang`. Did you mean
    // `hrefLang`?" on every render. camelCase is what React accepts; anything else still fails.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],

    // A multiple-choice question is a group of checkboxes of one name, as radio buttons are: the
    // browser sends each one ticked, the server reads them all. The rule's way out, a name ending
    // in "[]", is PHP's convention, not HTML's.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // tel-non-breaking asks that a tel: link's whole text never break: every space and hyphen in
    // "Call 303-555-0100" made non-breaking, by characters or by `white-space: nowrap` on the
    // link. Either is worse here: the Spanish "Llamar al 787-999-2200 ext. 2911" kept on one
    // line is wider than its box on a 390-pixel phone (the page scrolls sideways on the
    // emergency path, docs/decisions/015), and U+2011 hyphens are what a person copying the
    // number would paste. The Call buttons wrap between words, as they did.
    'tel-non-breaking': 'off',
  },
};

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** What html-validate finds wrong in a page, one line each: where, the rule, its message and the markup. */
export async function htmlProblems(html: string, page: string): Promise<string[]> {
  const report = await validator.validateString(html, page);
  const lines = html.split('\n');
  return report.results.flatMap((result) =>
    result.messages.map((m) => {
      const markup = lines[m.line - 1]?.slice(Math.max(0, m.column - 1), m.column - 1 + 120) ?? '';
      return `${page} ${m.line}:${m.column} ${m.ruleId}: ${m.message} — ${markup}`;
    }),
  );
}
