// The top of a creator's profile: cover, picture (opens the viewer), name, where they are, bio and follow actions.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Avatar } from "../../ui/avatar";
import { MapPinIcon } from "../../ui/card-icons";
import { CalendarIcon } from "./explore-icons";
import { FollowButton } from "./follow-button";
import { PictureViewer } from "./picture-viewer";
import type { PublicProfile } from "./public-profile";
import { useShownBio } from "./shown-bio";
import { TierBadge } from "../../ui/tier-badge";

export function ProfileHeader({ profile, children }: { profile: PublicProfile; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const avatarAlt = t("creators.card.avatarAlt", { username: profile.username });
  const joined = new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: "long", year: "numeric" }).format(
    new Date(profile.joinedAt),
  );
  const bio = useShownBio(profile.username, profile.bio);
  const avatar = (
    <Avatar name={profile.username} urls={profile.avatarUrls} alt={avatarAlt} size="xl" className="ring-4 ring-white" />
  );

  return (
    <header className="bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative h-36 overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-brand-700 sm:h-60">
        {profile.coverUrls && (
          <img
            src={profile.coverUrls.md}
            srcSet={`${profile.coverUrls.sm} 640w, ${profile.coverUrls.md} 1280w, ${profile.coverUrls.lg} 1920w`}
            sizes="100vw"
            alt=""
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="relative mx-auto max-w-5xl px-4 pb-6 sm:px-6 lg:px-8">
        {/* Picture, name, then follow: one column on phones; beside the picture from sm up. */}
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-[1fr_auto]">
          <div className="-mt-14 sm:-mt-20">
            {profile.avatarUrls ? (
              <PictureViewer urls={profile.avatarUrls} alt={avatarAlt} username={profile.username}>
                {avatar}
              </PictureViewer>
            ) : (
              avatar
            )}
          </div>
          <div className="min-w-0 sm:col-span-2 sm:row-start-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight break-all text-slate-900 sm:text-3xl">
                {profile.username}
              </h1>
              {profile.viewer.tier && (
                <p className="inline-flex items-center">
                  <span className="sr-only">{t("creatorProfile.tiers.yourTier")} </span>
                  <TierBadge tier={profile.viewer.tier} labels="creatorProfile.tiers.badge" />
                </p>
              )}
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              {profile.location && (
                <p className="flex items-center gap-1">
                  <MapPinIcon className="h-4 w-4 shrink-0" />
                  {profile.location}
                </p>
              )}
              <p className="flex items-center gap-1">
                <CalendarIcon className="h-4 w-4 shrink-0" />
                {t("creatorProfile.joined", { date: joined })}
              </p>
            </div>
          </div>
          <div className="sm:col-start-2 sm:row-start-1 sm:pt-4">
            <FollowButton profile={profile} />
          </div>
        </div>
        {profile.categories.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t("creatorProfile.categoriesLabel")}>
            {profile.categories.map((category) => (
              <li key={category} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                {t(`creators.categories.${category}`)}
              </li>
            ))}
          </ul>
        )}
        {bio && <p className="mt-4 max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">{bio}</p>}
        {children}
      </div>
    </header>
  );
}
