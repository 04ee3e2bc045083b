import { Link, useLocation } from "@remix-run/react";
import { useStrings } from "~/lib/i18n";

/**
 * A number only claimed asks to be confirmed (it signs no one in and buyers do not see it until then); a seller with
 * no phone is asked for one, since buyers reach sellers by calls and WhatsApp.
 */
export function AddPhoneBanner({ user }: { user: { role: string; phone?: string | null; phone_confirmed?: boolean } }) {
  const strings = useStrings();
  const location = useLocation();
  if (user.phone && !user.phone_confirmed) {
    const t = strings.account.confirmPhone;
    const back = new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` });
    return (
      <p className="alert add-phone-banner">
        {t.banner(user.phone)} <Link to={`/confirm-phone?${back}`}>{t.bannerLink}</Link>
      </p>
    );
  }
  const t = strings.account.addPhone;
  if ((user.role !== "farmer" && user.role !== "supplier") || user.phone) return null;
  return (
    <p className="alert add-phone-banner">
      {t.text} <Link to="/profile#change-phone">{t.link}</Link>
    </p>
  );
}
