// Whose phone number a caller sees (ADR 066): never a signed-out visitor's; a signed-in user's only when its owner
// lets people reach them by phone (contact_preference `phone`); always the owner's own and an admin's view.
import type { ContactPreference } from "../domain";

export interface PhoneOwner {
  id: number;
  phone: string | null;
  contact: ContactPreference;
}

/** The number `viewer` may see of `owner`, or null. */
export function phoneShownTo(viewer: { id: number; role: string } | null, owner: PhoneOwner): string | null {
  if (!owner.phone || !viewer) return null;
  if (viewer.id === owner.id || viewer.role === "admin") return owner.phone;
  return owner.contact === "phone" ? owner.phone : null;
}

/** Whether a signed-in user could see the owner's number (on a listing: "sign in to see it" or "show number"). */
export const reachableByPhone = (owner: Pick<PhoneOwner, "phone" | "contact">) => owner.phone !== null && owner.contact === "phone";
