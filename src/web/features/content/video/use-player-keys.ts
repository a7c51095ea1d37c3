// The player's keyboard: Space or K plays and pauses, the arrows go 5 s back or forward, M mutes,
// F goes full screen. Keys pressed on one of the player's own buttons or lists do what they do there.
import { useCallback, type KeyboardEvent, type RefObject } from "react";

export const SEEK_STEP_SECONDS = 5;

export interface PlayerActions {
  togglePlay(): void;
  seekBy(seconds: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
}

export function usePlayerKeys(frameRef: RefObject<HTMLElement | null>, actions: PlayerActions) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (target !== frameRef.current && target.tagName !== "VIDEO") return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const action = {
        " ": actions.togglePlay,
        k: actions.togglePlay,
        ArrowLeft: () => actions.seekBy(-SEEK_STEP_SECONDS),
        ArrowRight: () => actions.seekBy(SEEK_STEP_SECONDS),
        m: actions.toggleMute,
        f: actions.toggleFullscreen,
      }[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    },
    [frameRef, actions],
  );
}
