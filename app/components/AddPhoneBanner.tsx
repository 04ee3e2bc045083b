import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n";

/** Asks a seller with no phone number to add one: buyers reach sellers by calls and WhatsApp. */
export function AddPhoneBanner({ user }: { user: { role: string; phone?: string | null } }) {
  const t = useStrings().account.addPhone;
  if ((user.role !== "farmer" && user.role !== "supplier") || user.phone) return null;
  return (
    <p className="alert add-phone-banner">
      {t.text} <Link to="/profile#change-phone">{t.link}</Link>
    </p>
  );
}
