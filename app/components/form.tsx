import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useNavigation } from 'react-router';
import { translateMessage } from '../../common/i18n.ts';
import { useT } from '../lib/i18n.ts';
import { focusField } from '../enhance/focus-field.ts';

// Form building blocks: every input has a label, and its errors sit next to it, linked
// with aria-describedby (STYLE.md; errors show in a red box); a refused form opens with
// an error summary whose links lead to those fields.

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * The id of the control named `name` (of a group, its first option): the error summary links
 * to it with `#id`, which works without JavaScript, so it is derived from the name.
 */
export const fieldId = (name: string) => `field-${name}`;

const FieldIdScope = createContext('');

/**
 * Gives the fields inside their own ids where one form is repeated on a page (a form per
 * request card): `scope` goes into each id, so no two fields share one.
 */
export function FieldScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <FieldIdScope.Provider value={scope}>{children}</FieldIdScope.Provider>;
}

const FormFieldErrors = createContext<FieldErrors | undefined>(undefined);

/** The field errors of the form around the controls inside, so each need not be handed them. */
export function FieldErrorsScope({ errors, children }: { errors: FieldErrors | null | undefined; children: ReactNode }) {
  return <FormFieldErrors.Provider value={errors ?? undefined}>{children}</FormFieldErrors.Provider>;
}

/** The ids of the controls named so, in the current FieldScope. */
export function useFieldId() {
  const scope = useContext(FieldIdScope);
  return (name: string) => fieldId(scope ? `${scope}-${name}` : name);
}

/**
 * GOV.UK's error summary at the top of a refused form: "There is a problem", the form's own
 * message, then one link per field error that moves focus to the field. It takes focus and is
 * scrolled into view when it appears (`autoFocus` without JavaScript, the effect after each
 * refused client-side submit).
 */
export function ErrorSummary({ formError, fieldErrors }: { formError?: ReactNode; fieldErrors?: FieldErrors | null }) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const idFor = useFieldId();
  const problems = Object.entries(fieldErrors ?? {}).flatMap(([name, messages]) => (messages ?? []).map((message) => ({ name, message })));
  const shown = Boolean(formError) || problems.length > 0;
  useEffect(() => {
    if (!shown || !summary.current) return;
    summary.current.scrollIntoView({ block: 'start' });
    summary.current.focus({ preventScroll: true });
  }, [shown, formError, fieldErrors]);
  if (!shown) return null;
  return (
    <div
      ref={summary}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's error summary takes focus, also without JavaScript
      autoFocus
      data-error-summary=""
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-4 focus:outline-offset-2 focus:outline-red-700"
    >
      <div role="alert">
        <h2 id={titleId} className="text-lg font-bold">
          {t('There is a problem')}
        </h2>
        {formError ? <p className="mt-2">{typeof formError === 'string' ? translateMessage(t, formError) : formError}</p> : null}
        {problems.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map(({ name, message }, index) => (
              <li key={`${name}-${index}`}>
                <a
                  href={`#${idFor(name)}`}
                  onClick={(event) => focusField(idFor(name)) && event.preventDefault()}
                  className="font-semibold text-red-900 underline"
                >
                  {translateMessage(t, message)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
}

/** The label (with a * when required), the control, its hint and its errors: shared by Field and TextArea. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  messages,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  messages?: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {/* The asterisk sits outside the label so the field's name stays exactly its label. */}
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={`${id}-error`} messages={messages} />
    </div>
  );
}

/** aria-invalid and aria-describedby for a control with an optional hint and errors. */
function describedControl(id: string, hint: ReactNode, messages: string[] | undefined) {
  const describedBy = [hint ? `${id}-hint` : null, messages?.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': messages?.length ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A control's id (its own, or one made from its name in this form's scope) and its error messages. */
function useControl(name: string, id: string | undefined, errors: FieldErrors | undefined) {
  const idFor = useFieldId();
  const scoped = useContext(FormFieldErrors);
  return { id: id ?? idFor(name), messages: (errors ?? scoped)?.[name] };
}

const controlClass = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 aria-invalid:border-red-700';

export function Field({ label, name, errors, hint, className, ...input }: FieldProps) {
  const { id, messages } = useControl(name, input.id, errors);
  return (
    <FieldFrame id={id} label={label} required={input.required} hint={hint} messages={messages} className={className}>
      {/* type="text" unless told otherwise: said, not left to the browser's default */}
      <input id={id} name={name} type="text" {...describedControl(id, hint, messages)} className={controlClass} {...input} />
    </FieldFrame>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
}

/** A labelled text area, with its hint and errors linked as Field's are. */
export function TextArea({ label, name, errors, hint, className, ...input }: TextAreaProps) {
  const { id, messages } = useControl(name, input.id, errors);
  return (
    <FieldFrame id={id} label={label} required={input.required} hint={hint} messages={messages} className={className}>
      <textarea id={id} name={name} rows={4} {...describedControl(id, hint, messages)} className={controlClass} {...input} />
    </FieldFrame>
  );
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';

/** A labelled select, its errors linked as Field's are. */
export function SelectField({
  label,
  name,
  value,
  errors,
  required,
  children,
}: {
  label: string;
  name: string;
  value: string;
  errors?: FieldErrors;
  /** marked with the asterisk, as a required text field is, and refused empty by the browser */
  required?: boolean;
  children: ReactNode;
}) {
  const id = useFieldId()(name);
  const scoped = useContext(FormFieldErrors);
  const messages = (errors ?? scoped)?.[name];
  return (
    <FieldFrame id={id} label={label} required={required} messages={messages}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        required={required}
        aria-invalid={messages?.length ? true : undefined}
        aria-describedby={messages?.length ? `${id}-error` : undefined}
        className={selectClass}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** Checkboxes sharing one name, in a fieldset whose legend names them; errors under the group. */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  errors,
  hint,
  optionLabel = (option) => option,
}: {
  legend: ReactNode;
  name: string;
  options: readonly string[];
  checked?: readonly string[];
  errors?: FieldErrors;
  hint?: ReactNode;
  /** what each option is called, when that is not its value (a Spanish page's words for it) */
  optionLabel?: (option: string) => ReactNode;
}) {
  const id = useId();
  const idFor = useFieldId();
  const scoped = useContext(FormFieldErrors);
  const messages = (errors ?? scoped)?.[name];
  return (
    <fieldset aria-describedby={describedControl(id, hint, messages)['aria-describedby']}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              id={index === 0 ? idFor(name) : undefined}
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked?.includes(option)}
              className="h-4 w-4 rounded border-slate-400"
            />{' '}
            {optionLabel(option)}
          </label>
        ))}
      </div>
      <FieldMessages id={`${id}-error`} messages={messages} />
    </fieldset>
  );
}

export function FieldMessages({ id, messages }: { id: string; messages?: string[] }) {
  const t = useT();
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {messages.map((message) => (
        <li key={message}>{translateMessage(t, message)}</li>
      ))}
    </ul>
  );
}

export function Checkbox({ label, name, errors, ...input }: FieldProps) {
  const { id, messages } = useControl(name, input.id, errors);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={messages?.length ? true : undefined}
          aria-describedby={messages?.length ? `${id}-error` : undefined}
          className="mt-1 h-4 w-4 rounded border-slate-400"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={`${id}-error`} messages={messages} />
    </div>
  );
}

/** Application screens show errors in a red box, where the eye finds them at once. */
export function ErrorBox({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      {children}
    </div>
  );
}

export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900">
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label}
    </span>
  );
}

/** A submit button that shows a spinner and cannot be pressed twice while its form is sending. */
export function SubmitButton({
  children,
  id,
  pendingLabel,
  className,
  disabled = false,
  name,
  value,
  pendingFor,
  describedBy,
}: {
  children: ReactNode;
  id?: string;
  /** shown with a spinner while the form is sending; also by the wizard's script (app/enhance/step-forms.ts) */
  pendingLabel: string;
  className?: string;
  disabled?: boolean;
  /** which of a form's buttons was pressed */
  name?: string;
  value?: string;
  /** where a page has several forms: whether the submission under way is this button's */
  pendingFor?: (submission: FormData) => boolean;
  /** what says why the button is disabled */
  describedBy?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && (!pendingFor || (navigation.formData !== undefined && pendingFor(navigation.formData)));
  return (
    <button
      id={id}
      type="submit"
      name={name}
      value={value}
      data-pending-label={pendingLabel}
      disabled={pending || disabled}
      aria-disabled={pending || disabled}
      aria-describedby={describedBy}
      className={`inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
    >
      {pending ? <Spinner label={pendingLabel} /> : children}
    </button>
  );
}

/** True once React has hydrated: tells an action that the page can run a timed redirect. */
const noSubscription = () => () => {};
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function HydratedMarker() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}
