// Conversations for tests: an ALL STAR member writing to a creator through the API.
import { randomUUID } from "node:crypto";
import { createCreator, createMembership } from "./creator-factories";
import { createUser, signIn } from "./factories";
import type { TestApp } from "./test-app";

export const outgoing = (body: string, clientMessageId: string = randomUUID()) => ({ body, clientMessageId });

export async function sendToCreator(
  t: TestApp,
  cookie: string,
  creator: string,
  body = "Hi coach!",
  clientMessageId?: string,
) {
  return t.request("POST", `/api/creators/${creator}/messages`, { cookie, body: outgoing(body, clientMessageId) });
}

/** A creator and an ALL STAR member, both signed in. */
export async function creatorWithAllStar(t: TestApp) {
  const creator = await createCreator(t);
  const member = await createUser(t, { role: "follower" });
  await createMembership(t, member, creator, "all_star");
  return { creator, member, creatorCookie: await signIn(t, creator), memberCookie: await signIn(t, member) };
}

/** The member's first message, which opens the conversation; answers its id. */
export async function openConversation(
  t: TestApp,
  pair: Awaited<ReturnType<typeof creatorWithAllStar>>,
  body = "Hi coach!",
) {
  const sent = await sendToCreator(t, pair.memberCookie, pair.creator.username, body);
  if (sent.status !== 201) throw new Error(`send failed: ${sent.status} ${sent.text}`);
  return sent.json.conversationId as string;
}
