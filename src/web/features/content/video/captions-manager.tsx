// The creator's captions of a video, one WebVTT file per language: which languages have them,
// upload or replace one, and remove one after confirming. Each change is saved at once.
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { FileButton } from "../../../ui/file-button";
import { captionErrorKey, captionProblem } from "./caption-file";
import { useRemoveCaption, useUploadCaption } from "./video-queries";
import { captionLanguages, type CaptionLanguage, type VideoCaption } from "./video-types";

type Notice = { tone: "success" | "error"; text: string } | null;

export function CaptionsManager({ postId, captions }: { postId: string; captions: VideoCaption[] }) {
  const { t } = useTranslation();
  const upload = useUploadCaption(postId);
  const remove = useRemoveCaption(postId);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<CaptionLanguage | null>(null);
  const name = (language: string) => t(`language.${language}`);
  const has = new Set(captions.map((caption) => caption.language));

  async function send(language: CaptionLanguage, file: File) {
    setNotice(null);
    const problem = await captionProblem(file);
    if (problem) return setNotice({ tone: "error", text: t(`video.captions.${problem}`) });
    upload.mutate(
      { language, file },
      {
        onSuccess: () =>
          setNotice({ tone: "success", text: t("video.captions.uploaded", { language: name(language) }) }),
        onError: (error) => setNotice({ tone: "error", text: t(captionErrorKey(error)) }),
      },
    );
  }

  return (
    <section aria-labelledby={`${postId}-captions`} className="space-y-2">
      <h4 id={`${postId}-captions`} className="font-semibold text-slate-900">
        {t("video.captions.title")}
      </h4>
      <p className="text-sm text-slate-600">{t("video.captions.hint")}</p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {captionLanguages.map((language) => {
          const exists = has.has(language);
          const busy = (upload.isPending && upload.variables?.language === language) || removing === language;
          return (
            <li key={language} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-slate-900">{name(language)}</p>
                <p className="text-xs text-slate-600">
                  {exists ? t("video.captions.has") : t("video.captions.missing")}
                </p>
              </div>
              <FileButton
                id={`${postId}-caption-${language}`}
                hasError={false}
                accept=".vtt,text/vtt"
                disabled={busy}
                aria-label={t(exists ? "video.captions.replaceNamed" : "video.captions.uploadNamed", {
                  language: name(language),
                })}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) void send(language, file);
                }}
              >
                {t(exists ? "video.captions.replace" : "video.captions.upload")}
              </FileButton>
              {exists && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  disabled={busy}
                  aria-label={t("video.captions.removeNamed", { language: name(language) })}
                  onClick={() => {
                    setNotice(null);
                    remove.reset();
                    setRemoving(language);
                  }}
                >
                  {t("video.captions.remove")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ConfirmDialog
        isOpen={removing !== null}
        title={t("video.captions.confirmTitle", { language: removing ? name(removing) : "" })}
        confirmLabel={t("video.captions.confirm")}
        keepLabel={t("video.captions.keep")}
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? t("video.captions.removeFailed") : undefined}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const language = removing;
          remove.mutate(language, {
            onSuccess: () => {
              setRemoving(null);
              setNotice({ tone: "success", text: t("video.captions.removed", { language: name(language) }) });
            },
          });
        }}
      >
        <p>{t("video.captions.confirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}
