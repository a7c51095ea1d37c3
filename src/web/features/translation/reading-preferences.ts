// The reader's translation settings: auto-translate and units. Signed-in people keep them on
// their account (GET/PATCH /api/me/reading-preferences); visitors on this device (localStorage).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { MeasurementSystem, ReadingPreferences, ReadingPreferencesInput } from "../../../domain/translation";
import { api } from "../../lib/api";
import { useSession } from "../../lib/session";

export const readingPreferenceKeys = { mine: ["reading-preferences"] as const };

const AUTO_KEY = "fc_auto_translate";
const UNITS_KEY = "fc_units";

interface DevicePreferences {
  autoTranslate: boolean;
  measurementUnits: MeasurementSystem | null;
}

const NONE: DevicePreferences = { autoTranslate: false, measurementUnits: null };
let snapshot: { raw: string; value: DevicePreferences } = { raw: "", value: NONE };
const listeners = new Set<() => void>();

/** This device's choice, the same object until it changes (useSyncExternalStore compares them). */
function readDevice(): DevicePreferences {
  try {
    const auto = localStorage.getItem(AUTO_KEY);
    const units = localStorage.getItem(UNITS_KEY);
    const raw = `${auto}|${units}`;
    if (raw !== snapshot.raw) {
      snapshot = {
        raw,
        value: {
          autoTranslate: auto === "true",
          measurementUnits: units === "metric" || units === "imperial" ? units : null,
        },
      };
    }
    return snapshot.value;
  } catch {
    return NONE;
  }
}

const subscribeDevice = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function writeDevice(input: ReadingPreferencesInput) {
  try {
    if (input.autoTranslate !== undefined) localStorage.setItem(AUTO_KEY, String(input.autoTranslate));
    if (input.measurementUnits !== undefined) {
      if (input.measurementUnits) localStorage.setItem(UNITS_KEY, input.measurementUnits);
      else localStorage.removeItem(UNITS_KEY);
    }
  } catch {
    // Storage can be blocked (private mode): the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** The account's preferences (signed in) or this device's (visitor). */
export function useReadingPreferences() {
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  const account = useQuery({
    queryKey: readingPreferenceKeys.mine,
    queryFn: () => api("GET /me/reading-preferences"),
    enabled: isSignedIn,
    staleTime: 60_000,
  });
  // The server-rendered page knows nothing of this device: hydration starts from no choice.
  const device = useSyncExternalStore(subscribeDevice, readDevice, () => NONE);

  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (input: ReadingPreferencesInput) => {
      if (!isSignedIn) {
        writeDevice(input);
        return null;
      }
      return api("PATCH /me/reading-preferences", { body: input });
    },
    // The switch moves at once; a failed save moves it back.
    onMutate: (input) => {
      const before = queryClient.getQueryData<ReadingPreferences>(readingPreferenceKeys.mine);
      if (isSignedIn && before) queryClient.setQueryData(readingPreferenceKeys.mine, { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(readingPreferenceKeys.mine, context.before);
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(readingPreferenceKeys.mine, saved);
    },
  });

  const current = isSignedIn ? account.data : device;
  return {
    isSignedIn,
    isPending: isSignedIn && account.isPending,
    isError: isSignedIn && account.isError,
    refetch: account.refetch,
    autoTranslate: current?.autoTranslate ?? false,
    measurementUnits: current?.measurementUnits ?? null,
    contentLanguage: account.data?.contentLanguage ?? null,
    isTranslationAvailable: account.data?.isTranslationAvailable ?? false,
    save,
  };
}
