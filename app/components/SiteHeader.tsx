import { Form, Link, NavLink } from "@remix-run/react";
import { type Catalog, useStrings } from "~/lib/i18n";
import type { UserDto } from "../../worker/services/users";
import { LanguageMenu, LanguageSection } from "./LanguageSwitcher";
import { LiteToggle } from "./LiteToggle";
import { NotificationBell } from "./NotificationBell";
import { isVerifiedUser, VerifiedBadge } from "./VerifiedBadge";

function publicLinks(t: Catalog["nav"]) {
  return [
    { to: "/", label: t.home },
    { to: "/gallery", label: t.gallery },
    { to: "/projects", label: t.projects },
    { to: "/team", label: t.team },
    { to: "/partnerships", label: t.partnerships },
    { to: "/listings", label: t.marketplace },
    { to: "/lms", label: t.learn },
  ];
}

function UserMenu({ user }: { user: UserDto }) {
  const strings = useStrings();
  const t = strings.nav;
  return (
    <details className="menu user-menu">
      <summary aria-label={t.userMenu}>
        <span className="avatar" aria-hidden="true">
          {user.fullName.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-name">{user.fullName}</span>
        {isVerifiedUser(user) ? <VerifiedBadge compact /> : null}
      </summary>
      <div className="menu-panel" role="menu">
        <p className="menu-heading">
          {user.fullName} {isVerifiedUser(user) ? <VerifiedBadge /> : null}
          <span className="muted small">{strings.roles[user.role].label}</span>
        </p>
        <Link role="menuitem" to="/dashboard">
          {t.dashboard}
        </Link>
        <Link role="menuitem" to="/profile">
          {t.profileSettings}
        </Link>
        {user.role === "admin" ? (
          <Link role="menuitem" to="/admin">
            {t.adminPanel}
          </Link>
        ) : null}
        <Form method="post" action="/logout">
          <button role="menuitem" type="submit" className="menu-button">
            {t.signOut}
          </button>
        </Form>
      </div>
    </details>
  );
}

export function SiteHeader({ user, unread, lite }: { user: UserDto | null; unread: number; lite: boolean }) {
  const strings = useStrings();
  const t = strings.nav;
  const links = publicLinks(t);
  const canSell = user?.role === "farmer" || user?.role === "supplier";
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <div className="container header-row">
        <Link to={user ? "/dashboard" : "/"} className="brand" aria-label={`${strings.brand.name}: ${t.home}`}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="16" fill="#1f7a3a" />
            <path d="M16 25c0-7 3-12 9-14-1 7-4 11-9 14zm0 0c0-6-2-10-7-12 0 6 2 10 7 12z" fill="#f4d35e" />
          </svg>
          <span>{strings.brand.name}</span>
        </Link>

        <nav aria-label={t.mainNavigation} className="desktop-nav">
          {user ? (
            <>
              <NavLink to="/dashboard">{t.dashboard}</NavLink>
              <NavLink to="/orders">{t.orders}</NavLink>
              <NavLink to="/listings">{t.browseListings}</NavLink>
              <NavLink to="/prices">{t.prices}</NavLink>
              <NavLink to="/farmers-hub">{t.farmersHub}</NavLink>
              {canSell ? (
                <Link to="/create-listing" className="button button-small">
                  {t.createListing}
                </Link>
              ) : null}
            </>
          ) : (
            links.map((link) => (
              <NavLink key={link.label} to={link.to} end={link.to === "/"}>
                {link.label}
              </NavLink>
            ))
          )}
        </nav>

        <div className="header-actions">
          <LanguageMenu />
          {user ? <NotificationBell userId={user.id} unread={unread} /> : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="desktop-auth">
              <Link to="/login" className="button button-ghost button-small">
                {t.signIn}
              </Link>
              <Link to="/register" className="button button-small">
                {t.signUp}
              </Link>
            </div>
          )}
          <details className="menu mobile-menu">
            <summary aria-label={t.menu}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" fill="none">
                <path d="M3 6h18M3 12h18M3 18h18" />
              </svg>
            </summary>
            <nav className="menu-panel" aria-label={t.mobileMenu}>
              <Link to="/listings">{t.browseListings}</Link>
              <Link to="/prices">{t.prices}</Link>
              <Link to="/farmers-hub">{t.farmersHub}</Link>
              {user ? (
                <>
                  <Link to="/dashboard">{t.dashboard}</Link>
                  <Link to="/orders">{t.orders}</Link>
                  {canSell ? <Link to="/create-listing">{t.createListing}</Link> : null}
                  <Link to="/lms">{t.learn}</Link>
                </>
              ) : (
                <>
                  <Link to="/login">{t.signIn}</Link>
                  <Link to="/register">{t.signUp}</Link>
                  <hr />
                  {/* Browse Listings above already leads to the market. */}
                  {links
                    .filter((link) => link.to !== "/listings")
                    .map((link) => (
                      <Link key={link.label} to={link.to}>
                        {link.label}
                      </Link>
                    ))}
                </>
              )}
              <LiteToggle lite={lite} />
              <hr />
              <LanguageSection />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
