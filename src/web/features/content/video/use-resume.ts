// Resume where the viewer stopped: the video starts at the saved point, and the point is saved
// every 10 s while it plays, when it pauses and when the player closes.
import { useEffect, useRef, type RefObject } from "react";

export const SAVE_EVERY_MS = 10_000;
/** A saved point this close to the end (or within its last tenth) starts the video from the beginning instead. */
const NEAR_END_SECONDS = 3;
const nearEnd = (duration: number) => Math.min(NEAR_END_SECONDS, duration / 10);
/** HTMLMediaElement.HAVE_METADATA: the duration is known. */
const HAVE_METADATA = 1;

export function useResume(
  videoRef: RefObject<HTMLVideoElement | null>,
  resumeAt: number | null,
  /** Absent for visitors, who have nothing to save to. */
  save: ((seconds: number) => void) | null,
) {
  const saved = useRef(resumeAt ?? 0);
  const resumed = useRef(false);
  const saveRef = useRef(save);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const saveNow = () => {
      const seconds = Math.floor(video.currentTime);
      if (!saveRef.current || seconds === saved.current) return;
      saved.current = seconds;
      saveRef.current(seconds);
    };
    const resume = () => {
      if (resumed.current || !resumeAt) return;
      resumed.current = true;
      // The viewer has moved on by the time the point arrived: they keep their place.
      if (video.currentTime > 1) return;
      const { duration } = video;
      if (!Number.isFinite(duration) || duration === 0 || resumeAt < duration - nearEnd(duration))
        video.currentTime = resumeAt;
    };
    const timer = setInterval(() => {
      if (!video.paused) saveNow();
    }, SAVE_EVERY_MS);
    video.addEventListener("loadedmetadata", resume);
    // The point may arrive after the metadata: a reopened post shows its cached answer while the
    // fresh one, with the point saved last time, is on its way.
    if (video.readyState >= HAVE_METADATA) resume();
    video.addEventListener("pause", saveNow);
    return () => {
      clearInterval(timer);
      video.removeEventListener("loadedmetadata", resume);
      video.removeEventListener("pause", saveNow);
      if (resumed.current || !resumeAt) saveNow();
    };
  }, [videoRef, resumeAt]);
}
