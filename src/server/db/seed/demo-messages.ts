// A demo conversation, so an ALL STAR member's and a creator's inbox show what messaging is:
// written through the same service as real messages (ALL STAR checked, notifications made).
import { randomUUID } from "node:crypto";
import type { Database } from "../client";
import { sendInConversation, sendToCreator } from "../../features/messages/send";

export async function seedDemoMessages(db: Database, ids: Map<string, string>) {
  const member = ids.get("priya_moves")!;
  const creator = ids.get("zen_camille")!;
  const { conversationId } = await sendToCreator(db, member, "zen_camille", {
    body: "Hi Camille! Your morning flow fixed my lower back. Could you suggest a shorter version for travel days?",
    clientMessageId: randomUUID(),
  });
  await sendInConversation(db, creator, conversationId, {
    body: "So glad to hear it, Priya! On travel days keep the breathing and the hip openers: 10 minutes is enough.",
    clientMessageId: randomUUID(),
  });
}
