// One member's weekly tips email: a section for each of the week's posts, plan and records that
// has something in it, in the member's language and units, with a one-click unsubscribe.
import { fromKg } from "../../../domain/coaching";
import type { Language } from "../../../domain/languages";
import { defaultMeasurementSystem, type MeasurementSystem } from "../../../domain/units";
import type { MailMessage } from "../../adapters/mail";
import type { AppDeps } from "../../context";
import { footerLink, inLanguage, linkParagraph, paragraphs, textLink, type EmailLink } from "../../lib/email/layout";
import { emailText, recipientLanguage } from "../../lib/email/text";
import { escapeHtml } from "../../lib/html";
import { listUnsubscribeHeaders, unsubscribeLinks } from "../notifications";
import type { TipsPlanDay, TipsPost, TipsRecord } from "./contents";

export interface TipsMember {
  id: string;
  email: string;
  username: string;
  language: string;
  units: MeasurementSystem | null;
}

export interface MemberTips {
  posts: TipsPost[];
  planDays: TipsPlanDay[];
  records: TipsRecord[];
}

/** A titled list: each item plain text or a link. */
interface Section {
  title: string;
  /** A line under the title (the plan's name). */
  subtitle?: string;
  items: (string | EmailLink)[];
  action?: EmailLink;
}

// English emails keep the US style of the others (format.ts).
const locale = (language: Language) => (language === "en" ? "en-US" : language);

const profileContentUrl = (publicUrl: string, username: string) =>
  `${publicUrl}/influencer/${encodeURIComponent(username)}?tab=content`;

export const hasTips = (tips: MemberTips) =>
  tips.posts.length > 0 || tips.planDays.length > 0 || tips.records.length > 0;

export function weeklyTipsEmail(
  deps: Pick<AppDeps, "config" | "unsubscribeTokens">,
  member: TipsMember,
  tips: MemberTips,
): MailMessage {
  const { publicUrl } = deps.config;
  const language = recipientLanguage(member.language);
  const sections: Section[] = [];
  if (tips.posts.length > 0)
    sections.push({
      title: emailText(language, "weeklyTips.postsTitle"),
      items: tips.posts.map((post) => ({
        label: emailText(language, "weeklyTips.post", { title: post.title, creator: post.creator }),
        url: profileContentUrl(publicUrl, post.creator),
      })),
    });
  sections.push(...planSections(language, publicUrl, tips.planDays));
  if (tips.records.length > 0) {
    const system = member.units ?? defaultMeasurementSystem(language);
    sections.push({
      title: emailText(language, "weeklyTips.recordsTitle"),
      items: tips.records.map((record) => recordLine(language, system, record)),
    });
  }

  const unsubscribe = unsubscribeLinks(publicUrl, deps.unsubscribeTokens, member.id, "weeklyTips");
  const stop = { label: emailText(language, "weeklyTips.unsubscribe"), url: unsubscribe.page };
  const intro = emailText(language, "weeklyTips.intro", { username: member.username });
  return inLanguage(language, {
    to: member.email,
    subject: emailText(language, "weeklyTips.subject"),
    text: [intro, ...sections.map((section) => sectionText(language, section)), textLink(language, stop)].join("\n\n"),
    body: `${paragraphs([intro])}${sections.map(sectionHtml).join("")}${footerLink(stop)}`,
    headers: listUnsubscribeHeaders(unsubscribe.oneClick),
  });
}

/** One section per plan (rows arrive ordered by member, plan, day). */
function planSections(language: Language, publicUrl: string, days: readonly TipsPlanDay[]): Section[] {
  const weekday = new Intl.DateTimeFormat(locale(language), {
    weekday: "long",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const byPlan = new Map<string, TipsPlanDay[]>();
  for (const day of days) byPlan.set(day.assignmentId, [...(byPlan.get(day.assignmentId) ?? []), day]);
  return [...byPlan.values()].map((planDays) => ({
    title: emailText(language, "weeklyTips.planTitle"),
    subtitle: emailText(language, "weeklyTips.planName", { plan: planDays[0]!.plan, creator: planDays[0]!.creator }),
    items: planDays.map((day) =>
      emailText(language, "weeklyTips.day", {
        day: weekday.format(new Date(`${day.date}T00:00:00Z`)),
        session:
          day.rest || day.exercises.length === 0 ? emailText(language, "weeklyTips.restDay") : day.exercises.join(", "),
      }),
    ),
    action: { label: emailText(language, "weeklyTips.openPlan"), url: `${publicUrl}/dashboard/follower/plan` },
  }));
}

function recordLine(language: Language, system: MeasurementSystem, record: TipsRecord) {
  const number = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 });
  const unit = system === "imperial" ? "lb" : "kg";
  const load = `${number.format(fromKg(record.value, unit))} ${unit}`;
  switch (record.kind) {
    case "load_for_reps":
      return emailText(language, "weeklyTips.recordLoad", { exercise: record.exercise, load, reps: record.reps });
    case "estimated_1rm":
      return emailText(language, "weeklyTips.recordOneRepMax", { exercise: record.exercise, load });
    case "time":
      return emailText(language, "weeklyTips.recordTime", {
        exercise: record.exercise,
        seconds: number.format(record.value),
      });
  }
}

function sectionText(language: Language, section: Section) {
  const lines = [section.title, ...(section.subtitle ? [section.subtitle] : [])];
  for (const item of section.items) lines.push(`- ${typeof item === "string" ? item : textLink(language, item)}`);
  if (section.action) lines.push(textLink(language, section.action));
  return lines.join("\n");
}

function sectionHtml(section: Section) {
  const items = section.items
    .map((item) =>
      typeof item === "string"
        ? `<li>${escapeHtml(item)}</li>`
        : `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.label)}</a></li>`,
    )
    .join("");
  return (
    `<h2 style="font-size:18px">${escapeHtml(section.title)}</h2>` +
    (section.subtitle ? paragraphs([section.subtitle]) : "") +
    `<ul>${items}</ul>` +
    (section.action ? linkParagraph(section.action) : "")
  );
}
