// The creator's switch for the preview (a video's first seconds for those who cannot open it),
// saved as soon as it changes; a failure puts it back and says so.
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { Alert } from "../../../ui/alert";
import { CheckboxField } from "../../../ui/fields";
import { useSetPreview } from "./video-queries";

export function PreviewToggle({ postId, enabled }: { postId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const setPreview = useSetPreview(postId);
  // What the creator last chose, shown at once while the server saves it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = setPreview.isError ? enabled : (chosen ?? enabled);
  return (
    <div className="space-y-1">
      <CheckboxField
        label={t("video.settings.preview.label")}
        checked={checked}
        disabled={setPreview.isPending}
        aria-describedby={`${postId}-preview-hint`}
        onChange={(event) => {
          setChosen(event.target.checked);
          setPreview.mutate(event.target.checked);
        }}
      />
      <p id={`${postId}-preview-hint`} className="pl-6 text-sm text-slate-600">
        {t("video.settings.preview.hint")}
      </p>
      {setPreview.isError && <Alert tone="error">{t("video.settings.preview.failed")}</Alert>}
    </div>
  );
}
