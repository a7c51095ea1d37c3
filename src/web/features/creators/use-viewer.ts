// Who is looking at a creator page, in the shape the creator queries key their answers by.
import { useSession } from "../../lib/session";
import type { Viewer } from "./queries";

export function useViewer(): Viewer {
  const session = useSession();
  // A failed session check counts as a visitor, so the page still loads.
  return { id: session.data?.id ?? null, isKnown: !session.isPending };
}
