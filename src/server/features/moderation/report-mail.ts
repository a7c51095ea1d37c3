// The owners' email about a report: a post, a creator's profile or a message, with the reason the
// reporter gave (kept as they wrote it), in the owner's language.
import type { Language } from "../../../domain/languages";
import { emailText } from "../../lib/email/text";
import type { OwnerMail } from "./owner-mail";

export type ReportedContent = { kind: "post"; title: string; username: string } | { kind: "profile"; username: string };

export function contentReportMail(
  language: Language,
  reported: ReportedContent,
  reporter: string | null,
  reason: string,
): OwnerMail {
  const by = reporter ?? emailText(language, "report.unknownReporter");
  const [label, subjectKey, reportedKey] =
    reported.kind === "post"
      ? ([
          emailText(language, "report.postLabel", { title: reported.title, username: reported.username }),
          "report.postSubject",
          "report.postReported",
        ] as const)
      : ([`@${reported.username}`, "report.profileSubject", "report.profileReported"] as const);
  return {
    subject: emailText(language, subjectKey, { label }),
    lines: [
      emailText(language, reportedKey, { label, reporter: by }),
      emailText(language, "report.reason", { reason }),
      emailText(language, "report.openQueue"),
    ],
  };
}

export function messageReportMail(language: Language, sender: string | null, reason: string, body: string): OwnerMail {
  const from = sender ?? emailText(language, "report.unknownSender");
  return {
    subject: emailText(language, "report.messageSubject", { sender: from }),
    lines: [
      emailText(language, "report.messageReported", { sender: from }),
      emailText(language, "report.reason", { reason }),
      emailText(language, "report.message", { body }),
    ],
  };
}
