import { useId, useSyncExternalStore, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';

// Form building blocks: every input has a label, and its errors sit next to it, linked
// with aria-describedby (STYLE.md, SPEC §8 "errors in a red box").

export type FieldErrors = Record<string, string[] | undefined>;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
}

/** The label (with a * when required), the control, its hint and its errors: shared by Field and TextArea. */
function FieldFrame({ id, label, required, hint, messages, className, children }: { id: string; label: ReactNode; required?: boolean; hint?: ReactNode; messages?: string[]; className?: string; children: ReactNode }) {
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

const controlClass = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 aria-invalid:border-red-700';

export function Field({ label, name, errors, hint, className, ...input }: FieldProps) {
  const id = useId();
  const messages = errors?.[name];
  return (
    <FieldFrame id={id} label={label} required={input.required} hint={hint} messages={messages} className={className}>
      <input id={id} name={name} {...describedControl(id, hint, messages)} className={controlClass} {...input} />
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
  const id = useId();
  const messages = errors?.[name];
  return (
    <FieldFrame id={id} label={label} required={input.required} hint={hint} messages={messages} className={className}>
      <textarea id={id} name={name} rows={4} {...describedControl(id, hint, messages)} className={controlClass} {...input} />
    </FieldFrame>
  );
}

/** Checkboxes sharing one name, in a fieldset whose legend names them; errors under the group. */
export function CheckboxGroup({ legend, name, options, checked, errors, hint }: { legend: ReactNode; name: string; options: readonly string[]; checked?: readonly string[]; errors?: FieldErrors; hint?: ReactNode }) {
  const id = useId();
  const messages = errors?.[name];
  return (
    <fieldset aria-describedby={describedControl(id, hint, messages)['aria-describedby']}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={option} defaultChecked={checked?.includes(option)} className="h-4 w-4 rounded border-slate-400" /> {option}
          </label>
        ))}
      </div>
      <FieldMessages id={`${id}-error`} messages={messages} />
    </fieldset>
  );
}

export function FieldMessages({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export function Checkbox({ label, name, errors, ...input }: FieldProps) {
  const id = useId();
  const messages = errors?.[name];
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

/** SPEC §8: application screens show errors in a red box. */
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
  pendingLabel,
  className,
  disabled = false,
  name,
  value,
  pendingFor,
}: {
  children: ReactNode;
  pendingLabel: string;
  className?: string;
  disabled?: boolean;
  /** which of a form's buttons was pressed */
  name?: string;
  value?: string;
  /** where a page has several forms: whether the submission under way is this button's */
  pendingFor?: (submission: FormData) => boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && (!pendingFor || (navigation.formData !== undefined && pendingFor(navigation.formData)));
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending || disabled}
      aria-disabled={pending || disabled}
      className={`inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
    >
      {pending ? <Spinner label={pendingLabel} /> : children}
    </button>
  );
}

/** True once React has hydrated: tells an action that the page can run a timed redirect. */
const noSubscription = () => () => {};
export function useHydrated() {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export function HydratedMarker() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}
