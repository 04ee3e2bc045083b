import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useStrings } from "~/lib/i18n";

interface ListingPhotoProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  /** The signed-in user's "low data" preference: the photo loads only when tapped. */
  lowData?: boolean;
  /** Names this photo on its page: without JavaScript, "Show photo" reloads the page with `?photo=` this key. */
  revealKey: string;
}

/**
 * A listing photo, sized so the page does not jump. In low data mode it is a placeholder of the same size with a
 * "Show photo" link: with JavaScript the tap swaps in the <img>; without it (Lite mode) the link reloads the same page
 * with that one photo shown, so the reader stays on the site.
 */
export function ListingPhoto({ src, alt, width, height, eager = false, lowData = false, revealKey }: ListingPhotoProps) {
  const t = useStrings().marketplace.browse;
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const asked = params.get("photo") === revealKey;
  const [shown, setShown] = useState(asked);
  if (!lowData || shown || asked) {
    return (
      <img
        id={`photo-${revealKey}`}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager || shown || asked ? "eager" : "lazy"}
        decoding="async"
      />
    );
  }
  params.set("photo", revealKey);
  const revealHref = `${pathname}?${params}#photo-${revealKey}`;
  return (
    <div className="photo-placeholder" style={{ aspectRatio: `${width} / ${height}` }} data-photo-placeholder="" id={`photo-${revealKey}`}>
      <a
        href={revealHref}
        className="button button-small button-ghost"
        aria-label={`${t.showPhoto}: ${alt}`}
        onClick={(event) => {
          event.preventDefault();
          setShown(true);
        }}
      >
        {t.showPhoto}
      </a>
    </div>
  );
}
