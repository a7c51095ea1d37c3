// The app's notices (offline, syncing, a new version) in a root of their own at the end of the
// page, outside the routes: they stay up whatever page is on screen.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { AppStatus, type AppStatusProps } from "../features/offline/app-status";

/** Mounts the notices; the function answered changes what they say. */
export function mountAppStatus(queryClient: QueryClient) {
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  let status: AppStatusProps = { reload: null, lastSync: null };
  const show = (changes: Partial<AppStatusProps>) => {
    status = { ...status, ...changes };
    root.render(
      <QueryClientProvider client={queryClient}>
        <AppStatus {...status} />
      </QueryClientProvider>,
    );
  };
  show({});
  return show;
}

export type ShowStatus = ReturnType<typeof mountAppStatus>;
