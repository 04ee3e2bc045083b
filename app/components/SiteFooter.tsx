import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n";
import { LiteToggle } from "./LiteToggle";

/** `year` comes from the server (Nigerian time at render), so the browser hydrates the same text. */
export function SiteFooter({ year, lite }: { year: number | undefined; lite: boolean }) {
  const strings = useStrings();
  const t = strings.footer;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-brand">
            {strings.brand.name}
          </h2>
          <p>{t.about}</p>
          <ul className="social" aria-label={t.follow}>
            {t.social.map((item) => (
              <li key={item.label}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t.quickLinks}</h2>
          <ul>
            <li>
              <Link to="/listings">{t.browseListings}</Link>
            </li>
            <li>
              <Link to="/prices">{strings.nav.prices}</Link>
            </li>
            <li>
              <Link to="/farmers-hub">{t.farmersHub}</Link>
            </li>
            <li>
              <Link to="/register?role=farmer">{t.joinAsFarmer}</Link>
            </li>
            <li>
              <Link to="/register?role=buyer">{t.joinAsBuyer}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contact}</h2>
          <address>
            {t.location}
            <br />
            <Link to="/contact">{t.contactUs}</Link>
          </address>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t.copyright(year)}</p>
        <ul>
          <li>
            <Link to="/privacy">{t.privacy}</Link>
          </li>
          <li>
            <Link to="/terms">{t.terms}</Link>
          </li>
          <li>
            <Link to="/support">{t.support}</Link>
          </li>
          <li>
            <LiteToggle lite={lite} />
          </li>
        </ul>
      </div>
    </footer>
  );
}
