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
}

/**
 * A listing photo, sized so the page does not jump. In low data mode it is a placeholder of the same size with a
 * "Show photo" link: with JavaScript the tap swaps in the <img>; without it the link opens the image itself.
 */
export function ListingPhoto({ src, alt, width, height, eager = false, lowData = false }: ListingPhotoProps) {
  const t = useStrings().marketplace.browse;
  const [shown, setShown] = useState(false);
  if (!lowData || shown) {
    return <img src={src} alt={alt} width={width} height={height} loading={eager || shown ? "eager" : "lazy"} decoding="async" />;
  }
  return (
    <div className="photo-placeholder" style={{ aspectRatio: `${width} / ${height}` }} data-photo-placeholder="">
      <a
        href={src}
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
