// The creator's "Check-in form" card: which questions their members' weekly check-in asks.
import { useState, type FormEvent } from "react";
import { checkinFields, type CheckinForm } from "../../../domain/checkins";
import { useTranslation } from "../../i18n";
import { useTimedNotice } from "../../lib/use-timed-notice";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { SettingsCard } from "../../ui/settings-card";
import { useCheckinForm, useSaveCheckinForm } from "./checkin-queries";

function FormSettings({ saved }: { saved: CheckinForm }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(saved);
  const save = useSaveCheckinForm();
  const notice = useTimedNotice<true>();
  const asksNothing = checkinFields.every((field) => !form[field]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (asksNothing) return;
    save.mutate(form, { onSuccess: () => notice.show(true) });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("checkins.form.legend")}</legend>
        {checkinFields.map((field) => (
          <CheckboxField
            key={field}
            label={t(`checkins.fields.${field}`)}
            checked={form[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.checked })}
          />
        ))}
      </fieldset>
      {asksNothing && <Alert tone="error">{t("checkins.validation.formEmpty")}</Alert>}
      {save.isError && <Alert tone="error">{t("checkins.form.saveFailed")}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={save.isPending} disabled={asksNothing}>
          {t("checkins.form.save")}
        </Button>
        {notice.notice && (
          <p role="status" className="text-sm font-medium text-green-700">
            {t("checkins.form.saved")}
          </p>
        )}
      </div>
    </form>
  );
}

export function CheckinFormCard() {
  const { t } = useTranslation();
  const query = useCheckinForm();
  return (
    <SettingsCard title={t("checkins.form.title")} description={t("checkins.form.description")}>
      {query.isPending ? (
        <LoadingLine label={t("checkins.form.loading")} />
      ) : query.isError ? (
        <LoadError
          message={t("checkins.form.loadFailed")}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : (
        <FormSettings saved={query.data} />
      )}
    </SettingsCard>
  );
}
