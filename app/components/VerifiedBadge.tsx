import { useStrings } from "~/lib/i18n";

/** The small check mark shown wherever a verified user's name shows; a supplier's reads "Verified supplier". */
export function VerifiedBadge({ compact = false, supplier = false }: { compact?: boolean; supplier?: boolean }) {
  const strings = useStrings();
  const text = supplier ? strings.badge.verifiedSupplier : strings.badge.verified;
  return (
    <span className="badge badge-verified" title={supplier ? text : strings.badge.verifiedLabel}>
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 20 20" fill="currentColor">
        <path d="M10 1l2.4 2.1 3.2-.3.8 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.8 3.1-3.2-.3L10 19l-2.4-2.1-3.2.3-.8-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.8-3.1 3.2.3z" />
        <path d="M6.5 10.2l2.3 2.3 4.7-4.8" stroke="#fff" strokeWidth="1.8" fill="none" />
      </svg>
      {compact ? <span className="visually-hidden">{text}</span> : text}
    </span>
  );
}

export function isVerifiedUser(user: { verificationBadge?: string | null; verification_badge?: string | null }): boolean {
  return (user.verificationBadge ?? user.verification_badge) === "verified";
}
