// A day reopened while its sets still wait on the phone shows them as the member left them: the
// server's answer, or the phone's copy of it with no network, does not have them yet.
import { useMemo } from "react";
import { toKg, type SessionStatus, type SetLogBody } from "../../../domain/coaching";
import { useQueuedWrites, type QueuedWrite } from "../offline";
import type { LoggedSet } from "./queries";

const SET_ADDRESS = /\/exercises\/(\d+)\/sets\/(\d+)$/;

/** `sets` with the writes queued for the day at `dayUrl` (…/exercises/:i/sets/:n) laid over them, oldest first. */
export function withQueuedSets(sets: readonly LoggedSet[], writes: readonly QueuedWrite[], dayUrl: string) {
  const byPlace = new Map(sets.map((set) => [`${set.exerciseIndex}/${set.setNumber}`, set]));
  for (const write of writes) {
    const address = write.url.startsWith(`${dayUrl}/exercises/`) ? SET_ADDRESS.exec(write.url) : null;
    if (!address) continue;
    const [exerciseIndex, setNumber] = [Number(address[1]), Number(address[2])];
    const place = `${exerciseIndex}/${setNumber}`;
    if (write.method === "DELETE") {
      byPlace.delete(place);
      continue;
    }
    const body = write.body as SetLogBody;
    byPlace.set(place, {
      exerciseIndex,
      setNumber,
      reps: body.reps,
      loadKg: body.load === null ? null : toKg(body.load, body.unit),
      rpe: body.rpe,
      seconds: body.seconds,
    });
  }
  return [...byPlace.values()];
}

type Session = { status: string | null; note: string } | null;

/** The day's session as last marked on the phone, if that is still waiting (at `dayUrl`/status). */
export function withQueuedSession(session: Session, writes: readonly QueuedWrite[], dayUrl: string): Session {
  const waiting = writes.find((write) => write.url === `${dayUrl}/status` && write.method === "PUT");
  return waiting ? (waiting.body as { status: SessionStatus; note: string }) : session;
}

/**
 * A day's sets and session as the member left them on this phone (`dayUrl`: the day's API URL);
 * no sets while the day loads.
 */
export function useDayOnPhone(dayUrl: string, day: { sets: LoggedSet[]; session: Session } | undefined) {
  const writes = useQueuedWrites();
  return useMemo(
    () => ({
      sets: withQueuedSets(day?.sets ?? [], writes, dayUrl),
      session: withQueuedSession(day?.session ?? null, writes, dayUrl),
    }),
    [day, writes, dayUrl],
  );
}
