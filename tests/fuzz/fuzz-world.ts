// The people and rows the fuzz tests aim at: a signed-in creator and member of the right roles, and
// another creator and member whose posts, conversations and notifications are not theirs to touch.
import { eq } from "drizzle-orm";
import { notifications } from "../../src/server/db/schema";
import { createPost, createUpload } from "../support/content-factories";
import { createCreator, createMembership } from "../support/creator-factories";
import { createUser, signIn } from "../support/factories";
import { outgoing } from "../support/message-factories";
import type { TestApp } from "../support/test-app";

export async function createFuzzWorld(t: TestApp) {
  const [creator, otherCreator, member, otherMember] = await Promise.all([
    createCreator(t),
    createCreator(t),
    createUser(t),
    createUser(t),
  ]);
  await createMembership(t, member, creator, "all_star");
  await createMembership(t, otherMember, otherCreator, "all_star");
  const [creatorCookie, otherCreatorCookie, memberCookie, otherMemberCookie] = await Promise.all(
    [creator, otherCreator, member, otherMember].map((user) => signIn(t, user)),
  );

  const ownPost = await createPost(t, creator, { title: "Own post", requiredTier: "pro" });
  const othersPost = await createPost(t, otherCreator, { title: "Someone else's", requiredTier: "all_star" });
  const othersDraft = await createPost(t, otherCreator, { title: "A draft", status: "draft" });
  const othersUpload = await createUpload(t, otherCreator, "thumbnail");

  const opened = await t.request("POST", `/api/creators/${otherCreator.username}/messages`, {
    cookie: otherMemberCookie,
    body: outgoing("Hi coach!"),
  });
  if (opened.status !== 201) throw new Error(`fuzz world: message failed ${opened.status} ${opened.text}`);
  const othersConversationId = opened.json.conversationId as string;
  const othersMessageId = opened.json.message.id as string;
  const othersNotifications = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, otherMember.id));

  return {
    creator,
    otherCreator,
    member,
    otherMember,
    creatorCookie,
    otherCreatorCookie,
    memberCookie,
    otherMemberCookie,
    ownPostId: ownPost.id,
    /** Ids that exist but belong to someone else. */
    othersIds: [
      othersPost.id,
      othersDraft.id,
      othersUpload.id,
      othersConversationId,
      othersMessageId,
      otherCreator.id,
      otherMember.id,
      ...othersNotifications.map((row) => row.id),
    ],
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;
