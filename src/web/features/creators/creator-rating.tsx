// A member's own star rating of the creator: five radio buttons (arrow keys move and save), an
// optional comment saved with the stars (the creator may feature it), a Remove rating button, and
// what happened to the last change, said out loud.
import clsx from "clsx";
import { useId, useRef, useState } from "react";
import { MAX_RATING_COMMENT_LENGTH } from "../../../domain/profile-sections";
import { starValues } from "../../../domain/ratings";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/fields";
import { StarIcon } from "./explore-icons";
import type { PublicProfile } from "./public-profile";
import { useRateCreator } from "./rating-queries";
import { useViewer } from "./use-viewer";
import "./signed-in-extras.css";

const knownReasons = ["network_error", "unauthenticated", "membership_required", "creator_not_found"];

export function CreatorRating({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const rate = useRateCreator(profile.username, viewer.id);
  const headingId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  // What the member is writing; it stays as typed when a save fails.
  const [comment, setComment] = useState(profile.viewer.comment ?? "");

  // While a change is on its way the stars show it; if it fails they fall back to what is saved.
  const saved = profile.viewer.stars;
  const selected = rate.isPending ? (rate.variables?.stars ?? null) : saved;
  const isCommentChanged = comment.trim() !== (profile.viewer.comment ?? "");
  const shown = hovered ?? selected ?? 0;

  const choose = (stars: number | null) => {
    if (stars === selected) return;
    // The comment typed so far goes with the stars.
    rate.mutate(stars === null ? { stars } : { stars, comment });
  };
  const remove = () => {
    choose(null);
    // The button goes away with the rating; focus stays in the control.
    groupRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  };

  const reason = () => {
    const code = rate.error instanceof ApiError ? rate.error.code : "unknown";
    return t(`creatorProfile.rating.reasons.${knownReasons.includes(code) ? code : "unknown"}`);
  };

  let status: string | null = null;
  if (rate.isPending) status = t("creatorProfile.rating.saving");
  else if (rate.isSuccess)
    status = saved === null ? t("creatorProfile.rating.removed") : t("creatorProfile.rating.saved", { count: saved });
  else if (saved !== null) status = t("creatorProfile.rating.yours", { count: saved });

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:max-w-md">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {t("creatorProfile.rating.title")}
      </h2>
      <p className="mt-0.5 text-xs text-slate-600">{t("creatorProfile.rating.hint")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <div
          ref={groupRef}
          role="radiogroup"
          aria-labelledby={headingId}
          className="flex"
          onMouseLeave={() => setHovered(null)}
        >
          {starValues.map((value) => (
            <label
              key={value}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              onMouseEnter={() => setHovered(value)}
            >
              <input
                type="radio"
                name={`rating-${headingId}`}
                value={value}
                checked={selected === value}
                onChange={() => choose(value)}
                // Invisible but covering the star, so a tap or click lands on the radio itself.
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <StarIcon
                className={clsx(
                  "h-8 w-8 transition-colors",
                  value <= shown ? "fill-amber-400 text-amber-500" : "text-slate-400",
                )}
              />
              <span className="sr-only">{t("creatorProfile.rating.stars", { count: value })}</span>
            </label>
          ))}
        </div>
        {selected !== null && (
          <Button variant="ghost" size="sm" onClick={remove}>
            {t("creatorProfile.rating.remove")}
          </Button>
        )}
      </div>
      <form
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (selected !== null) rate.mutate({ stars: selected, comment });
        }}
      >
        <TextAreaField
          label={t("creatorProfile.rating.comment")}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          maxLength={MAX_RATING_COMMENT_LENGTH}
          hint={t("creatorProfile.rating.commentCount", { count: comment.length, max: MAX_RATING_COMMENT_LENGTH })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={selected === null || !isCommentChanged || rate.isPending}
          >
            {t("creatorProfile.rating.saveComment")}
          </Button>
          {selected === null && <p className="text-xs text-slate-600">{t("creatorProfile.rating.starsFirst")}</p>}
        </div>
      </form>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {rate.isError ? null : status}
      </p>
      {rate.isError && (
        <Alert tone="error" className="mt-2">
          {t("creatorProfile.rating.failed", { reason: reason() })}
        </Alert>
      )}
    </section>
  );
}
