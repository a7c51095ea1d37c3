// The profile tab with its "Translate" action: loaded only for readers of another language than
// the creator's, so the profile's first visit does not carry it.
import { useEffect, type ReactNode } from "react";
import type { ProfileTranslation as ProfileFields } from "../../../domain/translation";
import { withReaderUnits } from "../../../domain/units";
import type { PublicProfile } from "../creators";
import { TranslateBar } from "./translate-bar";
import { translatableLanguage, useContentTranslation } from "./use-content-translation";

interface ProfileTranslationProps {
  profile: PublicProfile;
  /** Renders the profile tab (ProfileAbout, passed in so it stays in the profile page's own chunk). */
  children: (shown: PublicProfile) => ReactNode;
  /** Shows the bio in the header, above the tabs (null: the original). */
  showBio: (bio: { username: string; bio: string } | null) => void;
}

export function ProfileTranslation({ profile, children, showBio }: ProfileTranslationProps) {
  const translation = useContentTranslation(
    { subject: "profile", username: profile.username },
    translatableLanguage(profile),
    (fields): ProfileFields | null => ("bio" in fields ? fields : null),
  );
  const fields = translation.fields;
  const inUnits = (text: string) => withReaderUnits(text, translation.units);
  const shown: PublicProfile = fields
    ? {
        ...profile,
        philosophy: inUnits(fields.philosophy),
        certifications: fields.certifications.map(inUnits),
        achievements: fields.achievements.map(inUnits),
        hobbies: fields.hobbies.map(inUnits),
      }
    : profile;
  // The bio is in the header, above the tabs: it follows the same choice.
  const shownBio = fields ? inUnits(fields.bio) : null;
  useEffect(() => {
    showBio(shownBio === null ? null : { username: profile.username, bio: shownBio });
    return () => showBio(null);
  }, [profile.username, shownBio, showBio]);
  const hasText =
    Boolean(profile.bio) ||
    Boolean(profile.philosophy) ||
    profile.certifications.length + profile.achievements.length + profile.hobbies.length > 0;
  return (
    <div className="space-y-4">
      {hasText && <TranslateBar translation={translation} />}
      {children(shown)}
    </div>
  );
}
