// The creator's community setting: who can read and who can post (all followers, PRO and above,
// ALL STAR only). Posting is never open wider than reading: those choices are not offered.
import { useId, useState, type FormEvent } from "react";
import { isTierAtLeast, type CommunitySettings } from "../../../domain/community";
import { tiers, type Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { communityErrorKey } from "./community-error";
import { useCommunitySettings, useSaveCommunitySettings } from "./queries";

// Drawn like ui/settings-card.tsx, not with it: a module shared by two lazy pages becomes a chunk of
// its own, and every chunk name is bytes in the router's preload list on every first visit.
export function CommunitySettingsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const current = useCommunitySettings();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("community.settings.title")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t("community.settings.description")}</p>
      {current.data ? (
        <SettingsForm saved={current.data} />
      ) : current.isError ? (
        <LoadError
          message={t("community.settings.loadFailed")}
          onRetry={() => void current.refetch()}
          isRetrying={current.isRefetching}
        />
      ) : (
        <LoadingLine label={t("community.settings.loading")} />
      )}
    </section>
  );
}

function SettingsForm({ saved }: { saved: CommunitySettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCommunitySettings();
  const [draft, setDraft] = useState<CommunitySettings>(saved);

  const choose = (field: keyof CommunitySettings, tier: Tier) =>
    setDraft((before) => {
      const next = { ...before, [field]: tier };
      // Reading narrowed past posting narrows posting with it.
      if (!isTierAtLeast(next.postTier, next.readTier)) next.postTier = next.readTier;
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {(["readTier", "postTier"] as const).map((field) => (
        <fieldset key={field} className="space-y-2">
          <legend className="font-medium text-slate-900">{t(`community.settings.${field}`)}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {tiers.map((tier) => (
              <label
                key={tier}
                className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-${field}`}
                  value={tier}
                  checked={draft[field] === tier}
                  disabled={field === "postTier" && !isTierAtLeast(tier, draft.readTier)}
                  onChange={() => choose(field, tier)}
                />
                {t(`community.settings.options.${tier}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {save.isError && <Alert tone="error">{t(communityErrorKey(save.error))}</Alert>}
      {save.isSuccess && <Alert tone="success">{t("community.settings.saved")}</Alert>}
      <Button type="submit" isLoading={save.isPending}>
        {t("community.settings.save")}
      </Button>
    </form>
  );
}
