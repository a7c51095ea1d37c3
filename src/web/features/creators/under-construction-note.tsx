// Shown instead of the tabs while a creator has not finished their profile.
import { useTranslation } from "../../i18n";
import { HammerIcon } from "./explore-icons";

export function UnderConstructionNote({ username, isOwnProfile }: { username: string; isOwnProfile: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:flex sm:items-start sm:gap-4">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <HammerIcon className="h-6 w-6" />
      </span>
      <div className="mt-3 sm:mt-0">
        <h2 className="text-lg font-bold text-amber-950">{t("creatorProfile.underConstruction.title")}</h2>
        <p className="mt-1 text-amber-900">
          {isOwnProfile
            ? t("creatorProfile.underConstruction.own")
            : t("creatorProfile.underConstruction.body", { username })}
        </p>
      </div>
    </div>
  );
}
