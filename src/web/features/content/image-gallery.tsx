// An image post's pictures in the viewer: one at a time, "Image 2 of 3", Previous and Next
// buttons, a dot per picture, the arrow keys anywhere in the viewer, and a swipe on touch screens.
// Moving wraps around, so no button is ever disabled under the keyboard's focus.
import clsx from "clsx";
import { useEffect, useId, useRef, useState, type TouchEvent } from "react";
import { useTranslation } from "../../i18n";
import { PathIcon } from "../../ui/icon";

const CHEVRON_LEFT = "M15 6l-6 6 6 6";
const CHEVRON_RIGHT = "M9 6l6 6-6 6";
/** A horizontal swipe shorter than this is a tap or a scroll, not a move. */
const SWIPE_PX = 40;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

export function ImageGallery({ urls, title }: { urls: readonly string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const keysId = useId();
  const gallery = useRef<HTMLElement>(null);
  const touchStartX = useRef<number | null>(null);
  const total = urls.length;
  const move = (step: number) => setIndex((current) => (current + step + total) % total);

  // The arrow keys work wherever focus is in this viewer, but not while typing or in another dialog.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const dialog = gallery.current?.closest('[role="dialog"]');
      if (!dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
      event.preventDefault();
      setIndex((current) => (current + (event.key === "ArrowLeft" ? -1 : 1) + total) % total);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [total]);

  function onTouchEnd(event: TouchEvent) {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  }

  const position = t("content.gallery.position", { current: index + 1, total });
  const arrowClass =
    "absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none";

  return (
    <section ref={gallery} aria-label={t("content.gallery.label")} aria-describedby={keysId} className="space-y-3">
      <div
        className="relative"
        onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={urls[index]}
          src={urls[index]}
          alt={`${title} (${position})`}
          className="max-h-[70vh] w-full rounded-xl bg-slate-100 object-contain"
        />
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label={t("content.gallery.previous")}
          className={clsx(arrowClass, "left-2")}
        >
          <PathIcon d={CHEVRON_LEFT} />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label={t("content.gallery.next")}
          className={clsx(arrowClass, "right-2")}
        >
          <PathIcon d={CHEVRON_RIGHT} />
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm font-semibold text-slate-700 tabular-nums">
          {position}
        </p>
        <div className="flex items-center gap-1">
          {urls.map((url, dot) => (
            <button
              key={url}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={t("content.gallery.show", { n: dot + 1 })}
              aria-current={dot === index ? "true" : undefined}
              className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className={clsx("h-3 w-3 rounded-full", dot === index ? "bg-brand-600" : "bg-slate-300")} />
            </button>
          ))}
        </div>
      </div>
      <p id={keysId} className="sr-only">
        {t("content.gallery.keys")}
      </p>
    </section>
  );
}
