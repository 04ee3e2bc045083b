import { type KeyboardEvent, type TouchEvent, useRef, useState } from "react";
import type { Illustration } from "~/content/site";
import { useStrings } from "~/lib/i18n";

/** Wraps an index round a list of `length` items (previous from the first goes to the last). */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/** An accessible image carousel: previous/next, dots, arrow keys and swipe, wrapping round. */
export function Carousel({ images, label }: { images: Illustration[]; label: string }) {
  const t = useStrings().site.projects;
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const go = (next: number) => setIndex(wrapIndex(next, images.length));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    }
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  }

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="carousel-viewport" aria-live="polite">
        {images.map((image, position) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group in the carousel pattern, not a form fieldset.
          <div
            key={image.src}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t.slide(position + 1, images.length)}
            hidden={position !== index}
          >
            <img src={image.src} alt={image.alt} width={640} height={400} loading={position === 0 ? "eager" : "lazy"} />
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="button button-ghost button-small" aria-label={t.previous} onClick={() => go(index - 1)}>
          ‹
        </button>
        <div className="carousel-dots">
          {images.map((image, position) => (
            <button
              key={image.src}
              type="button"
              className="carousel-dot"
              aria-label={t.goTo(position + 1)}
              aria-current={position === index ? "true" : undefined}
              onClick={() => go(position)}
            />
          ))}
        </div>
        <button type="button" className="button button-ghost button-small" aria-label={t.next} onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
