// The creator's studio for one session: the camera preview, Go live, the viewer count while live
// (from the browser or from OBS, whose settings are below when the platform has it on), End (asks
// first, with the choice to keep the replay) and the chat beside it.
import { useState } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField } from "../../ui/fields";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LoadingLine } from "../../ui/loading-line";
import { LiveChat } from "./live-chat";
import { ObsSettings } from "./obs-settings";
import { useEndSession, useLiveSession } from "./queries";
import { SessionPage } from "./session-page";
import { useGoLive } from "./use-go-live";

const problems = ["cameraFailed", "refused", "connectionLost", "notSupported"] as const;

export function StudioPage() {
  const { t } = useTranslation();
  const { sessionId = "" } = useParams();
  const query = useLiveSession(sessionId);
  const session = query.data?.session;
  const obsServerUrl = query.data?.obsServerUrl ?? null;
  const { state: streamState, preview, start, stop } = useGoLive(sessionId);
  const end = useEndSession();
  const [isEnding, setIsEnding] = useState(false);
  const [keepReplay, setKeepReplay] = useState(true);
  const isStreaming = streamState === "live" || streamState === "starting";
  const isOver = session?.status === "ended" || session?.status === "cancelled";
  // While live and this page is not streaming its camera, say whether a stream arrives from
  // elsewhere (OBS, another tab) or none does (it dropped: the session stays live until ended).
  const isLiveElsewhere = session?.status === "live" && streamState === "idle";
  const isEncoderLive = isLiveElsewhere && session.isStreamArriving === true;
  const elsewhereMessage = isEncoderLive
    ? t("liveSessions.studio.fromEncoder")
    : isLiveElsewhere
      ? t(obsServerUrl ? "liveSessions.studio.noStreamObs" : "liveSessions.studio.noStream")
      : null;

  const confirmEnd = async () => {
    await stop();
    end.mutate({ sessionId, keepReplay }, { onSuccess: () => setIsEnding(false) });
  };

  return (
    <SessionPage query={query} back={{ to: "/dashboard/influencer/live", label: t("liveSessions.studio.back") }}>
      {(session) => (
        <>
          {isOver ? (
            <Alert tone="info">
              <p>{t(session.status === "ended" ? "liveSessions.ended.title" : "liveSessions.watch.cancelled")}</p>
              {session.status === "ended" && (
                <p>
                  {session.replayPostId
                    ? t("liveSessions.ended.replayReady")
                    : session.keepReplay
                      ? t("liveSessions.ended.replayPending")
                      : t("liveSessions.ended.noReplay")}
                </p>
              )}
            </Alert>
          ) : (
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="space-y-3 lg:col-span-2">
                <div className="relative">
                  <video
                    ref={preview}
                    className="aspect-video w-full rounded-2xl bg-slate-900"
                    aria-label={t("liveSessions.studio.preview")}
                    muted
                    playsInline
                  />
                  {elsewhereMessage && (
                    <p
                      role="status"
                      className="absolute inset-0 flex items-center justify-center p-6 text-center font-semibold text-white"
                    >
                      {elsewhereMessage}
                    </p>
                  )}
                </div>
                {problems.map(
                  (problem) =>
                    streamState === problem && (
                      <Alert key={problem} tone="error">
                        {t(`liveSessions.studio.${problem}`)}
                      </Alert>
                    ),
                )}
                <div className="flex flex-wrap items-center gap-3">
                  {(streamState === "live" || isEncoderLive) && (
                    <>
                      <span className="rounded-full bg-red-600 px-3 py-1 text-sm font-semibold text-white">
                        {t("liveSessions.studio.live")}
                      </span>
                      <span className="text-sm font-semibold text-slate-700" aria-live="polite">
                        {t("liveSessions.studio.viewers", { count: session.viewerCount ?? 0 })}
                      </span>
                    </>
                  )}
                  {!isStreaming && streamState !== "stopping" && (
                    <Button variant={isEncoderLive ? "secondary" : "primary"} onClick={() => void start()}>
                      {t(isEncoderLive ? "liveSessions.studio.useCamera" : "liveSessions.studio.goLive")}
                    </Button>
                  )}
                  {streamState === "starting" && <LoadingLine label={t("liveSessions.studio.starting")} />}
                  {session.status === "live" && (
                    <Button variant="danger" onClick={() => setIsEnding(true)}>
                      {t("liveSessions.studio.end")}
                    </Button>
                  )}
                </div>
                {obsServerUrl && <ObsSettings sessionId={session.id} serverUrl={obsServerUrl} />}
              </div>
              <LiveChat sessionId={session.id} isOpen />
            </div>
          )}
          <ConfirmDialog
            isOpen={isEnding}
            title={t("liveSessions.end.title")}
            confirmLabel={t("liveSessions.end.confirm")}
            keepLabel={t("liveSessions.end.cancel")}
            tone="danger"
            isPending={end.isPending || streamState === "stopping"}
            error={end.isError ? t("liveSessions.end.failed") : undefined}
            onConfirm={() => void confirmEnd()}
            onClose={() => {
              setIsEnding(false);
              end.reset();
            }}
          >
            <p>{t("liveSessions.end.text")}</p>
            <CheckboxField
              label={t("liveSessions.end.keepReplay")}
              checked={keepReplay}
              onChange={(event) => setKeepReplay(event.target.checked)}
            />
          </ConfirmDialog>
        </>
      )}
    </SessionPage>
  );
}
