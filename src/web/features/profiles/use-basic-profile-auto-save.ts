// Bio, location and age, saved 1.5 s after the last edit when they differ from what was last saved
// and are not all empty; a failed save keeps a local draft that comes back on the next visit.
import { useCallback, useEffect, useRef, useState } from "react";
import { basicProfileSchema, type BasicProfileInput } from "../../../domain/profile-settings";
import { serverFieldErrors } from "./error-messages";
import { readDraft, removeDraft, writeDraft } from "./local-draft";
import { useSaveBasicProfile, type OwnProfile } from "./queries";

export const AUTO_SAVE_DELAY_MS = 1500;
const DRAFT_SCOPE = "basic-profile";

/** The fields as typed: age stays text so nothing the user typed is changed under them. */
export interface BasicDraft {
  bio: string;
  location: string;
  age: string;
}

export type AutoSaveState = { state: "idle" } | { state: "saving" } | { state: "saved"; at: Date } | { state: "error" };

const fields = ["bio", "location", "age"] as const;
const isSame = (a: BasicDraft, b: BasicDraft) => fields.every((field) => a[field] === b[field]);
const isAllEmpty = (draft: BasicDraft) => fields.every((field) => draft[field].trim() === "");

const draftOf = (profile: OwnProfile): BasicDraft => ({
  bio: profile.bio,
  location: profile.location,
  age: profile.age === null ? "" : String(profile.age),
});

function parse(draft: BasicDraft) {
  const age = draft.age.trim() === "" ? null : Number(draft.age);
  return basicProfileSchema.safeParse({ bio: draft.bio, location: draft.location, age });
}

export function useBasicProfileAutoSave(profile: OwnProfile) {
  const { mutateAsync: save } = useSaveBasicProfile();
  // What the server holds, as first loaded; the form does not follow later refetches while the user types.
  const [initial] = useState(() => {
    const saved = draftOf(profile);
    const draft = readDraft<BasicDraft>(DRAFT_SCOPE, profile.username);
    return { saved, restored: draft && !isSame(draft, saved) ? draft : null };
  });
  const lastSaved = useRef(initial.saved);
  const [values, setValues] = useState<BasicDraft>(initial.restored ?? initial.saved);
  const [status, setStatus] = useState<AutoSaveState>({ state: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof BasicDraft, string>>>({});
  const username = profile.username;

  useEffect(() => {
    if (isSame(values, lastSaved.current) || isAllEmpty(values)) return;
    const timer = setTimeout(() => {
      const parsed = parse(values);
      if (!parsed.success) {
        setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
        return;
      }
      setFieldErrors({});
      const changes = Object.fromEntries(
        fields
          .filter((field) => values[field] !== lastSaved.current[field])
          .map((field) => [field, parsed.data[field]]),
      ) as Partial<BasicProfileInput>;
      setStatus({ state: "saving" });
      save(changes).then(
        () => {
          lastSaved.current = values;
          const draft = readDraft<BasicDraft>(DRAFT_SCOPE, username);
          if (!draft || isSame(draft, values)) removeDraft(DRAFT_SCOPE, username);
          setStatus({ state: "saved", at: new Date() });
        },
        (error: unknown) => {
          writeDraft(DRAFT_SCOPE, username, values);
          setFieldErrors(serverFieldErrors(error));
          setStatus({ state: "error" });
        },
      );
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, save, username]);

  const change = useCallback(
    (field: keyof BasicDraft, value: string) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        // Kept as typed, so closing the tab before the save runs loses nothing either.
        writeDraft(DRAFT_SCOPE, username, next);
        return next;
      });
    },
    [username],
  );

  return { values, change, status, fieldErrors, isRestored: initial.restored !== null };
}
