// The profile's shape while it loads, announced once to screen readers.
import { useTranslation } from "../../i18n";
import { SkeletonBlocks } from "../../ui/skeleton";

const header = [
  "-mt-16 h-32 w-32 rounded-full bg-slate-300 ring-4 ring-white sm:-mt-20",
  "mt-4 h-7 w-48 rounded bg-slate-200",
  "mt-3 h-4 w-64 rounded bg-slate-200",
  "mt-6 h-4 w-full max-w-2xl rounded bg-slate-100",
  "mt-2 h-4 w-5/6 max-w-xl rounded bg-slate-100",
];
const stats = Array<string>(3).fill("h-32 rounded-2xl bg-slate-100");

export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="animate-pulse">
      <span className="sr-only">{t("creatorProfile.loading")}</span>
      <div aria-hidden="true">
        <div className="h-36 bg-slate-200 sm:h-60" />
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <SkeletonBlocks blocks={header} />
          <div className="mt-8 grid gap-3 sm:grid-cols-3">
            <SkeletonBlocks blocks={stats} />
          </div>
        </div>
      </div>
    </div>
  );
}
