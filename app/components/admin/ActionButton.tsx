import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormKey } from "~/components/FormKey";

/** One admin action as a tiny form: works without JavaScript, and comes back to the same tab and filters. */
export function ActionButton({
  intent,
  id,
  value,
  children,
  variant = "primary",
  label,
  version,
}: {
  intent: string;
  id: number;
  value?: string;
  children: ReactNode;
  variant?: "primary" | "danger" | "ghost";
  /** A fuller name for screen readers when the visible text is short ("Approve" → "Approve Maize"). */
  label?: string;
  /** The version of the listing on screen: the API refuses the action if the listing changed since (409). */
  version?: number;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === String(id) &&
    (value === undefined || navigation.formData?.get("value") === value);
  const variantClass = variant === "danger" ? " button-danger" : variant === "ghost" ? " button-ghost" : "";
  return (
    <Form method="post" className="admin-action">
      <FormKey />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {value !== undefined ? <input type="hidden" name="value" value={value} /> : null}
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <input type="hidden" name="back" value={location.search} />
      <button type="submit" className={`button button-small${variantClass}`} disabled={busy} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
