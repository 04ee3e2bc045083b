import { useRouteLoaderData } from "@remix-run/react";
import { FORM_KEY_FIELD } from "~/lib/form-key";
import type { RootData } from "~/root";

/** The hidden key that makes a page form retry-safe (app/lib/form-key.ts); inside every form that writes. */
export function FormKey() {
  const key = (useRouteLoaderData("root") as RootData | undefined)?.formKey;
  return key ? <input type="hidden" name={FORM_KEY_FIELD} value={key} /> : null;
}
