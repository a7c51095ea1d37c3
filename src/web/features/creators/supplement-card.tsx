// The creator's supplement stack on the profile tab; each buy link only for viewers whose tier unlocks it.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { ExternalLinkIcon, LockIcon } from "./explore-icons";
import type { PublicSupplement } from "./public-profile";

interface SupplementCardProps {
  supplement: PublicSupplement;
  /** Where a locked link sends the viewer to upgrade; null when they cannot subscribe. */
  upgradePath: string | null;
}

function SupplementCard({ supplement, upgradePath }: SupplementCardProps) {
  const { t } = useTranslation();
  const details = [
    { label: t("creatorProfile.supplements.dosage"), value: supplement.dosage },
    { label: t("creatorProfile.supplements.timing"), value: supplement.timing },
    { label: t("creatorProfile.supplements.price"), value: supplement.price },
  ].filter((detail) => detail.value);

  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        {supplement.imageUrl && (
          <img
            src={supplement.imageUrl}
            alt=""
            loading="lazy"
            // An outside image may be gone or refused by the page's content policy: then show none.
            onError={(event) => (event.currentTarget.hidden = true)}
            className="h-16 w-16 shrink-0 rounded-xl bg-slate-100 object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t(`creatorProfile.supplements.categories.${supplement.category}`)}
          </p>
          <h4 className="mt-0.5 text-base font-bold text-slate-900">{supplement.name}</h4>
          {supplement.brand && <p className="text-sm text-slate-600">{supplement.brand}</p>}
        </div>
      </div>
      {supplement.description && (
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{supplement.description}</p>
      )}
      {details.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-medium text-slate-500">{detail.label}</dt>
              <dd className="text-slate-800">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {supplement.benefits.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("creatorProfile.supplements.benefits")}>
          {supplement.benefits.map((benefit) => (
            <li key={benefit} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
              {benefit}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        {supplement.referralLink ? (
          <a
            href={supplement.referralLink}
            target="_blank"
            rel="noopener noreferrer sponsored"
            className="inline-flex items-center gap-1.5 rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("creatorProfile.supplements.buy", { name: supplement.name })}
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only">{t("creatorProfile.supplements.newTab")}</span>
          </a>
        ) : (
          supplement.isLinkLocked && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-bold text-white">
                <LockIcon className="h-3.5 w-3.5" />
                {t("creatorProfile.supplements.locked")}
              </span>
              {upgradePath ? (
                <Link
                  to={upgradePath}
                  className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t("creatorProfile.supplements.upgradeHint")}
                </Link>
              ) : (
                <span className="text-sm text-slate-600">{t("creatorProfile.supplements.lockedHint")}</span>
              )}
            </div>
          )
        )}
      </div>
    </article>
  );
}

/** The profile tab's supplement stack. */
export function SupplementList({
  supplements,
  upgradePath,
}: {
  supplements: PublicSupplement[];
  upgradePath: string | null;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {supplements.map((supplement) => (
        <li key={supplement.id}>
          <SupplementCard supplement={supplement} upgradePath={upgradePath} />
        </li>
      ))}
    </ul>
  );
}
