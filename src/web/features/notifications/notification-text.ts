// A notification worded in the reader's language from its kind and facts: the server stores
// facts (who, which tier, how much), never sentences.
import { formatMoney } from "../../../domain/money";
import type { NamedUser, NotificationView } from "../../../domain/notifications";
import type { TFunction } from "../../i18n";

export interface NotificationText {
  title: string;
  message: string;
}

/** A routine's day ("2026-06-15") as a date of the reader's calendar, e.g. "Monday, June 15". */
function formatDay(day: string, locale: string) {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric" }).format(
    new Date(year, month - 1, date),
  );
}

export function describeNotification(notification: NotificationView, t: TFunction, locale: string): NotificationText {
  const nameOf = (person: NamedUser) =>
    person.name || (person.username ? `@${person.username}` : t("notifications.unknownUser"));
  const tierName = (tier: string) => t(`memberships.tier.${tier}`);
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency.toUpperCase());
  const title = t(`notifications.types.${notification.type}.title`);
  const key = `notifications.types.${notification.type}.message`;

  switch (notification.type) {
    case "new_subscriber":
      return {
        title,
        message: t(key, { name: nameOf(notification.data.follower), tier: tierName(notification.data.tier) }),
      };
    case "payment_received":
    case "subscription_renewal":
    case "payment_failed": {
      const { tier, amountCents, currency } = notification.data;
      const person = notification.type === "payment_received" ? notification.data.follower : notification.data.creator;
      return {
        title,
        message: t(key, { name: nameOf(person), tier: tierName(tier), amount: money(amountCents, currency) }),
      };
    }
    case "new_message":
      return { title, message: t(key, { name: nameOf(notification.data.from), count: notification.data.count }) };
    case "milestone_reached": {
      const { milestone, of } = notification.data;
      const counted = { count: milestone, formatted: new Intl.NumberFormat(locale).format(milestone) };
      return { title, message: t(of === "workouts" ? `notifications.types.milestone_reached.workouts` : key, counted) };
    }
    case "influencer_update":
      return {
        title: t("notifications.types.influencer_update.title", { name: nameOf(notification.data.creator) }),
        message: notification.data.text,
      };
    case "content_published":
      return {
        title: t(`notifications.types.content_published.titles.${notification.data.postType}`),
        message: t(key, { name: nameOf(notification.data.creator), title: notification.data.title }),
      };
    case "daily_routine":
      return {
        title,
        message: t(key, { name: nameOf(notification.data.creator), date: formatDay(notification.data.date, locale) }),
      };
    case "content_liked":
      return { title, message: t(key, { name: nameOf(notification.data.follower), title: notification.data.title }) };
    case "coaching_comment":
      return { title, message: t(key, { name: nameOf(notification.data.from), text: notification.data.text }) };
    case "plan_assigned":
      return {
        title,
        message: t(key, {
          name: nameOf(notification.data.creator),
          title: notification.data.name,
          date: formatDay(notification.data.startDate, locale),
        }),
      };
    case "support_answered":
      return { title, message: t(key, { subject: notification.data.subject }) };
    case "checkin_comment":
      return {
        title,
        message: t(key, {
          name: nameOf(notification.data.from),
          date: formatDay(notification.data.weekStart, locale),
          text: notification.data.text,
        }),
      };
    case "checkin_submitted":
      return {
        title,
        message: t(key, {
          name: nameOf(notification.data.member),
          date: formatDay(notification.data.weekStart, locale),
        }),
      };
    case "video_ready":
      return {
        title,
        message: t(`notifications.types.video_ready.messages.${notification.data.postStatus}`, {
          title: notification.data.title,
        }),
      };
    case "video_failed":
      return {
        title,
        message: t(`notifications.types.video_failed.reasons.${notification.data.reason}`, {
          title: notification.data.title,
        }),
      };
    case "live_session_scheduled": {
      const { creator, title: sessionTitle, startsAt } = notification.data;
      const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(startsAt),
      );
      return { title, message: t(key, { name: nameOf(creator), title: sessionTitle, date }) };
    }
    case "live_session_started":
      return { title, message: t(key, { name: nameOf(notification.data.creator), title: notification.data.title }) };
    case "tip_received": {
      const { follower, amountCents, currency, note, post } = notification.data;
      const facts = { name: nameOf(follower), amount: money(amountCents, currency) };
      const tipped = post
        ? t("notifications.types.tip_received.messageOnPost", { ...facts, title: post.title })
        : t(key, facts);
      // The note is the member's own words, shown after the sentence as they wrote it.
      return {
        title,
        message: note ? t("notifications.types.tip_received.withNote", { message: tipped, note }) : tipped,
      };
    }
    case "post_purchased": {
      const { follower, amountCents, currency, post } = notification.data;
      return {
        title,
        message: t(key, { name: nameOf(follower), title: post.title, amount: money(amountCents, currency) }),
      };
    }
    case "creator_suspended": {
      const { creator, endsAt } = notification.data;
      const date = endsAt ? new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(endsAt)) : null;
      return {
        title,
        message: date ? t(`${key}Until`, { name: nameOf(creator), date }) : t(key, { name: nameOf(creator) }),
      };
    }
  }
}
