import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import type { ServerCatalog } from "~/lib/catalogs.server";
import { apiErrorMessage } from "~/lib/forms";
import { withNotice } from "~/lib/notices";
import { isId } from "../../worker/ids";

export const PHOTO_INTENTS = ["photo-add", "photo-remove", "photo-move"] as const;
export type PhotoIntent = (typeof PHOTO_INTENTS)[number];

export const isPhotoIntent = (intent: string): intent is PhotoIntent => (PHOTO_INTENTS as readonly string[]).includes(intent);

/** The API call behind one photo form of the edit dialog; each form posts without JavaScript as it does with it. */
async function callPhotoApi(context: AppLoadContext, intent: PhotoIntent, id: string, form: FormData) {
  const base = `/api/listings/user/listings/${id}/images`;
  if (intent === "photo-remove") {
    const imageId = String(form.get("image_id") ?? "");
    return isId(imageId) ? context.api.delete(`${base}/${imageId}`) : null;
  }
  if (intent === "photo-move") {
    // The form carries the whole new order, so a page gone stale is refused by the API rather than losing a photo.
    const ids = String(form.get("image_ids") ?? "").split(",");
    return ids.every(isId) ? context.api.put(`${base}/order`, { image_ids: ids.map(Number) }) : null;
  }
  const upload = new FormData();
  for (const name of ["images", "thumbnails"]) {
    for (const value of form.getAll(name)) if (typeof value !== "string" && value.size > 0) upload.append(name, value);
  }
  return context.api.post(base, upload);
}

/** Runs a photo intent for listing `id`; back to the open edit dialog with the saved message, or the reason it failed. */
export async function photoAction(context: AppLoadContext, strings: ServerCatalog, intent: PhotoIntent, id: string, form: FormData) {
  const t = strings.sellers.photos;
  const result = await callPhotoApi(context, intent, id, form);
  if (result?.ok) return redirect(withNotice(`/view-listings?edit=${id}`, "listing-photos-saved", "edit-listing"));
  const message = result ? apiErrorMessage(strings, result.error, "") : "";
  return data(
    { intent: "photo" as const, id, error: t.failed(message || undefined), fields: {} as Record<string, string>, values: null },
    { status: result?.status ?? 400 },
  );
}
