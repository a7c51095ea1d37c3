// Profile picture and cover with one 'Save Photos' button: uploads what changed, with real progress.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import type { ProfileImageKind } from "../../../domain/images";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { uploadErrorMessage } from "./error-messages";
import { PhotoUploader } from "./photo-uploader";
import { useUploadProfileImage, type OwnProfile } from "./queries";
import { SettingsCard } from "../../ui/settings-card";
import { useFlash } from "../../lib/use-flash";

const kinds: ProfileImageKind[] = ["avatar", "cover"];

export function ProfilePhotosCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const success = useFlash();
  const [files, setFiles] = useState<Record<ProfileImageKind, File | null>>({ avatar: null, cover: null });
  const [errors, setErrors] = useState<Record<ProfileImageKind, string | null>>({ avatar: null, cover: null });
  const [progress, setProgress] = useState<{ kind: ProfileImageKind; percent: number } | null>(null);
  const pending = kinds.filter((kind) => files[kind]);

  function choose(kind: ProfileImageKind, file: File | null) {
    setFiles((current) => ({ ...current, [kind]: file }));
    setErrors((current) => ({ ...current, [kind]: null }));
    success.hide();
  }

  async function savePhotos() {
    setErrors({ avatar: null, cover: null });
    let isAllSaved = true;
    for (const kind of pending) {
      const file = files[kind]!;
      setProgress({ kind, percent: 0 });
      try {
        await upload.mutateAsync({ kind, file, onProgress: ({ percent }) => setProgress({ kind, percent }) });
        setFiles((current) => ({ ...current, [kind]: null }));
      } catch (error) {
        isAllSaved = false;
        // The choice stays, so trying again is one click.
        setErrors((current) => ({ ...current, [kind]: uploadErrorMessage(t, error, kind) }));
      }
    }
    setProgress(null);
    if (isAllSaved) success.show();
  }

  return (
    <SettingsCard title={t("profiles.photos.title")} description={t("profiles.photos.description")}>
      <div className="space-y-6">
        {kinds.map((kind) => (
          <PhotoUploader
            key={kind}
            kind={kind}
            name={profile.username}
            urls={kind === "avatar" ? profile.avatarUrls : profile.coverUrls}
            file={files[kind]}
            error={errors[kind]}
            disabled={progress !== null}
            onChange={(file) => choose(kind, file)}
          />
        ))}
      </div>
      <div className="mt-6 space-y-3 border-t border-slate-100 pt-4">
        {progress && (
          <div>
            <div className="flex justify-between text-xs font-medium text-slate-700">
              <span id="photo-upload-label">{t(`profiles.photos.uploading.${progress.kind}`)}</span>
              <span aria-hidden="true">{progress.percent}%</span>
            </div>
            <progress
              aria-labelledby="photo-upload-label"
              max={100}
              value={progress.percent}
              className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
            />
          </div>
        )}
        {success.isShown && <Alert tone="success">{t("profiles.saved")}</Alert>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {pending.length > 0
              ? t("profiles.photos.pending", { count: pending.length })
              : t("profiles.photos.nothingPending")}
          </p>
          <Button onClick={savePhotos} disabled={pending.length === 0} isLoading={progress !== null}>
            {t("profiles.photos.save")}
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}
