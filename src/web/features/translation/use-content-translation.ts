// The state of one translatable piece of content (a profile, a post, a routine): offered when the
// creator writes in another language than the reader reads, fetched on request or automatically,
// and "unavailable" (the original stays, with the spec's notice) on any failure.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isLanguage } from "../../../domain/languages";
import type { TranslationRequest } from "../../../domain/translation";
import { defaultMeasurementSystem } from "../../../domain/units";
import { useTranslation } from "../../i18n";
import { api, type Answer } from "../../lib/api";
import type { PublicProfile } from "../creators";
import { useReadingPreferences } from "./reading-preferences";

type Subject = TranslationRequest extends infer R ? (R extends unknown ? Omit<R, "target"> : never) : never;

/** The translated fields of any subject, as the route answers them (a profile's, a post's or a routine's). */
export type TranslatedFields = Extract<Answer<"POST /translations">, { unavailable: false }>["fields"];

export const translationKeys = {
  one: (target: string, subject: Subject | null) => ["translations", target, subject] as const,
};

/**
 * The creator's language when their content can be translated at all: the server says whether a
 * translation provider is configured, and without one no Translate action is offered.
 */
export function translatableLanguage(
  profile: Pick<PublicProfile, "contentLanguage" | "isTranslationAvailable"> | undefined,
): string | null {
  return profile?.isTranslationAvailable ? profile.contentLanguage : null;
}

/**
 * `pick` takes the subject's own fields out of the answer (null when they are not its shape): the subject decides
 * which fields come back (server: translation/subjects.ts), the answer does not say which.
 */
export function useContentTranslation<Fields extends TranslatedFields>(
  subject: Subject | null,
  sourceLanguage: string | null | undefined,
  pick: (fields: TranslatedFields) => Fields | null,
) {
  const { i18n } = useTranslation();
  const target = i18n.language;
  const isOffered = subject !== null && Boolean(sourceLanguage) && sourceLanguage !== target;
  const preferences = useReadingPreferences();
  // Wanted for one subject: the post viewer shows one post after another in the same dialog.
  const subjectKey = JSON.stringify(subject);
  const [choice, setChoice] = useState<{ subjectKey: string; isWanted: boolean } | null>(null);
  // Until the reader chooses, auto-translate decides.
  const isWanted = choice?.subjectKey === subjectKey ? choice.isWanted : preferences.autoTranslate;

  const query = useQuery({
    queryKey: translationKeys.one(target, subject),
    queryFn: () =>
      subject ? api("POST /translations", { body: { ...subject, target } }) : Promise.reject(new Error("no subject")),
    enabled: isOffered && isWanted,
    // A translation does not change; an unavailable answer is asked again on the next try.
    staleTime: (state) => (state.state.data?.unavailable === false ? Infinity : 0),
    retry: false,
  });

  const answer = isWanted ? query.data : undefined;
  const isUnavailable = isWanted && !query.isFetching && (query.isError || answer?.unavailable === true);
  const fields = answer && !answer.unavailable ? pick(answer.fields) : null;
  const units = preferences.measurementUnits ?? defaultMeasurementSystem(isLanguage(target) ? target : "en");

  return {
    isOffered,
    isLoading: isWanted && query.isFetching,
    isUnavailable,
    /** The translated fields while the translation is shown, else null (show the original). */
    fields,
    units,
    setUnits: (system: typeof units) => preferences.save.mutate({ measurementUnits: system }),
    /** Translate, show the original again, or try again after a failure: one click each. */
    toggle: () => {
      if (isUnavailable) void query.refetch();
      else setChoice({ subjectKey, isWanted: !isWanted });
    },
  };
}

export type ContentTranslation = ReturnType<typeof useContentTranslation>;
