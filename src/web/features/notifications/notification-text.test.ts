import { describe, expect, it } from "vitest";
import type { NotificationView } from "../../../domain/notifications";
import type { TFunction } from "../../i18n";
import { describeNotification } from "./notification-text";

/** Shows the key and what was filled in, so each case reads as the sentence's inputs. */
const t: TFunction = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);
const maya = { username: "maya_strong", name: "Maya" };
const sam = { username: "sam", name: "" };
const base = { id: "n1", createdAt: "2026-06-15T10:00:00Z", read: false };

describe("describeNotification", () => {
  it.each<[string, NotificationView, string, { title: string; message: string }]>([
    [
      "a new subscriber, by name, with the tier's name",
      { ...base, type: "new_subscriber", data: { follower: maya, tier: "pro" } },
      "en",
      {
        title: "notifications.types.new_subscriber.title",
        message: 'notifications.types.new_subscriber.message {"name":"Maya","tier":"memberships.tier.pro"}',
      },
    ],
    [
      "money from cents in the reader's format",
      {
        ...base,
        type: "payment_received",
        data: { follower: sam, tier: "all_star", amountCents: 1999, currency: "usd" },
      },
      "fr",
      {
        title: "notifications.types.payment_received.title",
        message:
          'notifications.types.payment_received.message {"name":"@sam","tier":"memberships.tier.all_star","amount":"19,99\u00a0$US"}',
      },
    ],
    [
      "a failed payment names the creator",
      { ...base, type: "payment_failed", data: { creator: maya, tier: "pro", amountCents: 999, currency: "USD" } },
      "en",
      {
        title: "notifications.types.payment_failed.title",
        message:
          'notifications.types.payment_failed.message {"name":"Maya","tier":"memberships.tier.pro","amount":"$9.99"}',
      },
    ],
    [
      "messages counted for plurals",
      { ...base, type: "new_message", data: { from: { username: "", name: "" }, conversationId: "c1", count: 3 } },
      "en",
      {
        title: "notifications.types.new_message.title",
        message: 'notifications.types.new_message.message {"name":"notifications.unknownUser","count":3}',
      },
    ],
    [
      "a milestone with its number formatted",
      { ...base, type: "milestone_reached", data: { milestone: 1000 } },
      "en",
      {
        title: "notifications.types.milestone_reached.title",
        message: 'notifications.types.milestone_reached.message {"count":1000,"formatted":"1,000"}',
      },
    ],
    [
      "a new post titled by its type",
      {
        ...base,
        type: "content_published",
        data: { creator: maya, postId: "p1", title: "Leg day", postType: "video" },
      },
      "en",
      {
        title: "notifications.types.content_published.titles.video",
        message: 'notifications.types.content_published.message {"name":"Maya","title":"Leg day"}',
      },
    ],
    [
      "a routine's day in the reader's calendar",
      { ...base, type: "daily_routine", data: { creator: maya, date: "2026-06-15" } },
      "en",
      {
        title: "notifications.types.daily_routine.title",
        message: 'notifications.types.daily_routine.message {"name":"Maya","date":"Monday, June 15"}',
      },
    ],
    [
      "a follower's own milestone counts workouts",
      { ...base, type: "milestone_reached", data: { milestone: 10, of: "workouts" } },
      "en",
      {
        title: "notifications.types.milestone_reached.title",
        message: 'notifications.types.milestone_reached.workouts {"count":10,"formatted":"10"}',
      },
    ],
    [
      "a creator's update: who, then their words as written",
      { ...base, type: "influencer_update", data: { creator: maya, text: "Live Q&A moved to Friday!" } },
      "en",
      { title: 'notifications.types.influencer_update.title {"name":"Maya"}', message: "Live Q&A moved to Friday!" },
    ],
    [
      "a tip in the reader's money format, without a note",
      {
        ...base,
        type: "tip_received",
        data: { follower: maya, amountCents: 500, currency: "usd", note: null, post: null },
      },
      "en",
      {
        title: "notifications.types.tip_received.title",
        message: 'notifications.types.tip_received.message {"name":"Maya","amount":"$5.00"}',
      },
    ],
    [
      "a tip from a post, with the member's note after the sentence",
      {
        ...base,
        type: "tip_received",
        data: {
          follower: sam,
          amountCents: 1000,
          currency: "usd",
          note: "Great class",
          post: { id: "p1", title: "Leg day" },
        },
      },
      "en",
      {
        title: "notifications.types.tip_received.title",
        message:
          'notifications.types.tip_received.withNote {"message":"notifications.types.tip_received.messageOnPost {\\"name\\":\\"@sam\\",\\"amount\\":\\"$10.00\\",\\"title\\":\\"Leg day\\"}","note":"Great class"}',
      },
    ],
    [
      "a post bought, with its title and the amount in the reader's format",
      {
        ...base,
        type: "post_purchased",
        data: { follower: sam, amountCents: 499, currency: "usd", post: { id: "p1", title: "Leg day" } },
      },
      "fr",
      {
        title: "notifications.types.post_purchased.title",
        message:
          'notifications.types.post_purchased.message {"name":"@sam","title":"Leg day","amount":"4,99\u00a0$US"}',
      },
    ],
  ])("%s", (_case, notification, locale, expected) => {
    expect(describeNotification(notification, t, locale)).toEqual(expected);
  });
});
