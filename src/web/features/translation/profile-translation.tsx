// The profile tab with its "Translate" action: loaded only for readers of another language than
// the creator's, so the profile's first visit does not carry it.
import type { ReactNode } from "react";
import type { ProfileTranslation as ProfileFields } from "../../../domain/translation";
import { withReaderUnits } from "../../../domain/units";
import type { PublicProfile } from "../creators/public-profile";
import { TranslateBar } from "./translate-bar";
import { useContentTranslation } from "./use-content-translation";

/** `children` renders the profile tab (ProfileAbout, passed in so it stays in the profile page's own chunk). */
export function ProfileTranslation({ profile, children }: { profile: PublicProfile; children: (shown: PublicProfile) => ReactNode }) {
  const translation = useContentTranslation<ProfileFields>({ subject: "profile", username: profile.username }, profile.contentLanguage);
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
  const hasText = Boolean(profile.philosophy) || profile.certifications.length + profile.achievements.length + profile.hobbies.length > 0;
  return (
    <div className="space-y-4">
      {hasText && <TranslateBar translation={translation} />}
      {children(shown)}
    </div>
  );
}
