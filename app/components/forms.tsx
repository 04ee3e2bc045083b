import { Link, useNavigate } from "@remix-run/react";
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from "react";

/**
 * Form primitives: every labelled input, select and textarea, every error list and banner is drawn here,
 * so a label, an error's `aria-describedby` or a banner's role is right once for every form.
 */

type FieldShell = {
  /** The element's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
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

function Shell({ id, label, labelHidden, hint, error, className, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : undefined}>
        {label}
      </label>
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
  { id, label, labelHidden, hint, error, className, addon, ...input },
  ref,
) {
  const control = (
    <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
  );
  return (
    <Shell id={id} label={label} labelHidden={labelHidden} hint={hint} error={error} className={className}>
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
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="checkbox-label">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />{" "}
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
  hint,
  error,
  className,
  ...textarea
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Shell id={id} label={label} labelHidden={labelHidden} hint={hint} error={error} className={className}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
    </Shell>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  id,
  label,
  labelHidden,
  hint,
  error,
  className,
  options,
  ...select
}: FieldShell & { options: readonly Option[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <Shell id={id} label={label} labelHidden={labelHidden} hint={hint} error={error} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
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

/**
 * A banner: errors are announced at once (role=alert), successes and notes politely (role=status).
 * `role` overrides that for an outcome drawn in error colours that is not a failure (a failed quiz).
 */
export function Alert({
  kind,
  children,
  className,
  role,
}: {
  kind: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
  role?: "alert" | "status";
}) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const classes = ["alert", `alert-${kind}`, className].filter(Boolean).join(" ");
  return (
    <div className={classes} role={role ?? (kind === "error" ? "alert" : "status")}>
      {children}
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * A dialog that is a URL state: the page renders it when its query says so (works without JavaScript),
 * and closing is a link to `closeTo`. With JavaScript, focus moves into it, Tab stays inside, Escape closes.
 */
export function Modal({ title, titleId, closeTo, children }: { title: ReactNode; titleId: string; closeTo: string; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = () => Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
    (focusable()[0] ?? element).focus();
    // On the document, not the dialog: a click on the backdrop must not let Tab or Escape escape it.
    function onKeyDown(event: KeyboardEvent) {
      if (!element) return;
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeTo, { preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusable();
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        element.focus();
      } else if (!(active instanceof Node) || !element.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      previouslyFocused?.focus();
    };
  }, [closeTo, navigate]);

  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal card" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** The "Cancel" of a URL-state modal: a plain link back to the page without the dialog. */
export function ModalClose({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="button button-ghost" preventScrollReset>
      {children}
    </Link>
  );
}
