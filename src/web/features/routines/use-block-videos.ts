// Videos being uploaded for the routine's blocks, by block key: they keep going (and their
// progress stays known) while the creator edits another block, and stop when the editor closes.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { storageUsageKey } from "../content";
import { uploadFile, UploadError, type UploadHandle } from "../content";

export type BlockVideoState =
  | { step: "uploading"; fileName: string; sentBytes: number; totalBytes: number }
  | { step: "failed"; fileName: string }
  | { step: "done"; fileName: string };

export function useBlockVideos(onUploaded: (blockKey: string, uploadId: string) => void) {
  const [states, setStates] = useState<Record<string, BlockVideoState>>({});
  const handles = useRef(new Map<string, UploadHandle>());
  const queryClient = useQueryClient();
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const set = (key: string, state: BlockVideoState | null) =>
    setStates((current) => {
      const next = { ...current };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });

  const start = useCallback(
    (key: string, file: File) => {
      handles.current.get(key)?.cancel();
      set(key, { step: "uploading", fileName: file.name, sentBytes: 0, totalBytes: file.size });
      const handle = uploadFile(file, "video", (sentBytes, totalBytes) =>
        setStates((current) =>
          current[key]?.step === "uploading"
            ? { ...current, [key]: { step: "uploading", fileName: file.name, sentBytes, totalBytes } }
            : current,
        ),
      );
      handles.current.set(key, handle);
      // A finished or refused upload changes what the creator stores against the quota.
      void handle.done
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ queryKey: storageUsageKey }));
      handle.done.then(
        (uploadId) => {
          if (handles.current.get(key) !== handle) return;
          handles.current.delete(key);
          set(key, { step: "done", fileName: file.name });
          uploaded.current(key, uploadId);
        },
        (error: unknown) => {
          if (handles.current.get(key) !== handle) return;
          handles.current.delete(key);
          // Cancelling is the creator's choice, not a failure to report.
          set(
            key,
            error instanceof UploadError && error.code === "upload_cancelled"
              ? null
              : { step: "failed", fileName: file.name },
          );
        },
      );
    },
    [queryClient],
  );

  /** Stops an upload in progress and forgets the block's upload state. */
  const clear = useCallback((key: string) => {
    const handle = handles.current.get(key);
    handles.current.delete(key);
    handle?.cancel();
    set(key, null);
  }, []);

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.cancel();
      running.clear();
    };
  }, []);

  const isUploading = Object.values(states).some((state) => state.step === "uploading");
  return { states, start, clear, isUploading };
}
