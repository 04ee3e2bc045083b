import { Link, useFetchers, useNavigate, useNavigation } from "@remix-run/react";
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useStrings } from "~/lib/i18n";

/**
 * Form primitives: every labelled input, select and textarea, every error list and banner is drawn here,
 * so a label, an error's `aria-describedby` or a banner's role is right once for every form.
 *
 * The answer to a submit (ADR 061): a refusal (an error banner, a refused field) or an outcome (a notice). The
 * page's first refusal, or else its outcome, takes focus, so it is scrolled into view and read out wherever the
 * reader was: on a page load by the browser's own `autofocus` (no JavaScript, Lite mode), after a submit answered
 * in place by `FocusAfterSubmit` (one, in the root).
 */

const REFUSAL = "[data-refusal]";
const OUTCOME = "[data-outcome]";

/** The attributes that make an element a refusal: found by `focusAnswer`, focused by the browser on a page load. */
function refusal(on: boolean) {
  return on ? { "data-refusal": "", autoFocus: true } : {};
}

/**
 * Focuses the page's first refusal; or else `outcome` (an outcome that just appeared), or else, unless `refusalsOnly`,
 * the page's first outcome. Says whether it found one.
 */
export function focusAnswer(refusalsOnly = false, outcome?: HTMLElement | null): boolean {
  const target =
    document.querySelector<HTMLElement>(REFUSAL) ?? outcome ?? (refusalsOnly ? null : document.querySelector<HTMLElement>(OUTCOME));
  if (!target) return false;
  target.focus();
  return true;
}

/** True while React hydrates the server's page: the browser's autofocus has already answered for that page. */
const hydrating = () => !document.documentElement.hasAttribute("data-hydrated");

/**
 * For a refusal the browser makes itself (a check before anything is sent, an upload's answer): call the returned
 * function when refusing, and once the error is drawn the page's first refusal takes focus, even if it reads the same
 * as last time.
 */
export function useRefusedHere(): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusAnswer(true);
  }, [refusals]);
  return useCallback(() => setRefusals((count) => count + 1), []);
}

/**
 * Rendered once, in the root: when a form's submit has been answered (a navigation, or a fetcher's post), the first
 * refusal on the page takes focus; after a navigation (a redirect that carries a notice) the notice does, if there is
 * no refusal. A fetcher that succeeds leaves the focus where it was (the chat box stays ready for the next message).
 */
export function FocusAfterSubmit() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const navigating = navigation.formMethod !== undefined;
  const fetching = fetchers.some((fetcher) => fetcher.formMethod !== undefined);
  const [answered, setAnswered] = useState<{ count: number; navigation: boolean }>({ count: 0, navigation: false });
  const busy = useRef({ navigating: false, fetching: false });
  useEffect(() => {
    const was = busy.current;
    busy.current = { navigating, fetching };
    if ((was.navigating && !navigating) || (was.fetching && !fetching)) {
      setAnswered((last) => ({ count: last.count + 1, navigation: was.navigating && !navigating }));
    }
  }, [navigating, fetching]);
  useEffect(() => {
    if (answered.count > 0) focusAnswer(!answered.navigation);
  }, [answered]);
  return null;
}

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
  hint,
  error,
  className,
  ...textarea
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Shell id={id} label={label} labelHidden={labelHidden} required={required} hint={hint} error={error} className={className}>
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

/**
 * A banner: errors are announced at once (role=alert), successes and notes politely (role=status).
 * `role` overrides that for an outcome drawn in error colours that is not a failure (a failed quiz).
 * An error banner is a refusal and an `outcome` banner says what a submit did: either takes focus when it appears
 * (see `focusAnswer`); `answer` (a submit's result) makes it take focus again for a new answer that reads the same.
 */
export function Alert({
  kind,
  children,
  className,
  role,
  outcome = false,
  answer,
}: {
  kind: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
  role?: "alert" | "status";
  outcome?: boolean;
  answer?: unknown;
}) {
  const refused = kind === "error" && role !== "status";
  const shown = !(children === null || children === undefined || children === false || children === "");
  // A text that changes (or a new answer) is new news; a re-render with the same words is not.
  const news = typeof children === "string" ? children : shown;
  const banner = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new words, or a new answer, are what make the banner news.
  useEffect(() => {
    if (shown && (refused || outcome) && !hydrating()) focusAnswer(true, outcome ? banner.current : null);
  }, [news, answer, shown, refused, outcome]);
  if (!shown) return null;
  const classes = ["alert", `alert-${kind}`, className].filter(Boolean).join(" ");
  return (
    <div
      ref={banner}
      className={classes}
      role={role ?? (kind === "error" ? "alert" : "status")}
      {...(refused || outcome ? { tabIndex: -1, autoFocus: true } : {})}
      {...(refused ? { "data-refusal": "" } : outcome ? { "data-outcome": "" } : {})}
    >
      {children}
    </div>
  );
}

/**
 * A question a submit asks back before it acts (an offer far below the asking price): drawn where the form was, and
 * taking focus like a refusal (nothing was done yet), so the answer buttons are in view and the question is read out.
 */
export function FollowUp({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-info follow-up" role="alert" tabIndex={-1} {...refusal(true)}>
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
