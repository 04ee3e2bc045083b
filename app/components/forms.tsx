import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { refusal } from "~/components/answer";
import { useStrings } from "~/lib/i18n";

/**
 * Form primitives: every labelled input, select and textarea and every error list is drawn here, so a label or an
 * error's `aria-describedby` is right once for every form. A refused field takes focus like any refusal
 * (answer.tsx, where the banners are drawn).
 */

type FieldShell = {
  /** The element's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Says "required" beside the label before any submit (the control's own `required` tells screen readers). */
  required?: boolean;
  /** The "required" mark when it differs from the attribute: a field required only with some choices elsewhere. */
  markRequired?: boolean;
  /** Keeps the label for screen readers only, where the layout has no room for it (a chat box). */
  labelHidden?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
};

function describedBy(id: string, hint: ReactNode, error: string | null | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The word "required" after a label, for the eye (the control's `required` attribute says it to a screen reader). */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      ({useStrings().forms.required})
    </span>
  );
}

function Shell({ id, label, labelHidden, required, markRequired, hint, error, className, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      {(markRequired ?? required) && !labelHidden ? (
        // The mark sits beside the label, not in it: the field's name stays its label's words alone.
        <span className="label-line">
          <label htmlFor={id}>{label}</label>
          <RequiredMark />
        </span>
      ) : (
        <label htmlFor={id} className={labelHidden ? "visually-hidden" : undefined}>
          {label}
        </label>
      )}
      {children}
      <Hint id={id} hint={hint} />
      <ErrorList id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="small muted field-hint">
      {hint}
    </p>
  );
}

type FieldProps = FieldShell & {
  /** A control beside the input (e.g. a show-password button), laid out on the same row. */
  addon?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** A labelled input; the ref reaches the `<input>` (a chat box empties itself after a send). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { id, label, labelHidden, hint, error, className, addon, required, markRequired, ...input },
  ref,
) {
  const control = (
    <input
      ref={ref}
      id={id}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      {...refusal(Boolean(error))}
      {...input}
    />
  );
  return (
    <Shell
      id={id}
      label={label}
      labelHidden={labelHidden}
      required={required}
      markRequired={markRequired}
      hint={hint}
      error={error}
      className={className}
    >
      {addon ? (
        <div className="input-with-button">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
    </Shell>
  );
});

/** A checkbox inside its own label, so the whole line toggles it. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  className,
  // A shell's props a checkbox line has no use for: kept off the `<input>`, where React would refuse them as unknown.
  markRequired: _markRequired,
  labelHidden: _labelHidden,
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="checkbox-label">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...refusal(Boolean(error))}
          {...input}
        />{" "}
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <ErrorList id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

export function TextareaField({
  id,
  label,
  labelHidden,
  required,
  markRequired,
  hint,
  error,
  className,
  ...textarea
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Shell
      id={id}
      label={label}
      labelHidden={labelHidden}
      required={required}
      markRequired={markRequired}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...refusal(Boolean(error))}
        {...textarea}
      />
    </Shell>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  id,
  label,
  labelHidden,
  required,
  markRequired,
  hint,
  error,
  className,
  options,
  ...select
}: FieldShell & { options: readonly Option[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <Shell
      id={id}
      label={label}
      labelHidden={labelHidden}
      required={required}
      markRequired={markRequired}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...refusal(Boolean(error))}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** The errors under one field (or a whole form); renders nothing when there are none. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly (string | null | undefined)[] | null }) {
  const shown = (errors ?? []).filter((error): error is string => Boolean(error));
  if (shown.length === 0) return null;
  return (
    <ul id={id} className="field-error error-list">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
