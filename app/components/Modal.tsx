import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

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
