// The thread between coach and member on a logged session or a check-in: the comments, oldest
// first, and a box to add one. New comments arrive live (the coaching hint). What was typed stays
// if sending fails.
import { useId, useState, type FormEvent } from "react";
import { COMMENT_MAX_LENGTH } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/fields";
import { LoadingLine } from "../../ui/loading-line";
import { useComments, type CommentSubject } from "./queries";

interface CommentThreadProps {
  as: "member" | "coach";
  subject: CommentSubject;
  /** A plan day nobody logged has no thread yet. */
  isLogged?: boolean;
  /** Inside a check-in's card: no frame of its own. */
  isNested?: boolean;
}

export function CommentThread({ as, subject, isLogged = true, isNested = false }: CommentThreadProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { thread, post } = useComments(as, subject, isLogged);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setProblem(t("coaching.comments.empty"));
    setProblem(null);
    post.mutate(body, {
      onSuccess: () => setText(""),
      onError: () => setProblem(t("coaching.comments.failed")),
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className={isNested ? "space-y-3" : "space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"}
    >
      <h2 id={titleId} className={isNested ? "sr-only" : "font-semibold text-slate-900"}>
        {t("coaching.comments.title")}
      </h2>
      {!isLogged && <p className="text-sm text-slate-600">{t("coaching.comments.notLogged")}</p>}
      {isLogged && thread.isPending && <LoadingLine label={t("coaching.comments.loading")} />}
      {thread.isError && <Alert tone="error">{t("coaching.comments.loadFailed")}</Alert>}
      {thread.data?.length === 0 && <p className="text-sm text-slate-600">{t("coaching.comments.none")}</p>}
      {thread.data && thread.data.length > 0 && (
        <ol className="space-y-2" aria-label={t("coaching.comments.title")}>
          {thread.data.map((comment) => (
            <li key={comment.id} className="rounded-xl bg-slate-50 p-3">
              <p className="text-xs text-slate-500">
                <span className="font-semibold text-slate-800">
                  {comment.author.name || `@${comment.author.username}`}
                </span>
                {" · "}
                <time dateTime={comment.createdAt}>{time.format(new Date(comment.createdAt))}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {isLogged && (
        <form noValidate onSubmit={submit} className="space-y-2">
          <TextAreaField
            label={t(as === "coach" ? "coaching.comments.labelCoach" : "coaching.comments.labelMember")}
            value={text}
            rows={2}
            maxLength={COMMENT_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            error={problem ?? undefined}
          />
          <Button type="submit" isLoading={post.isPending}>
            {t("coaching.comments.send")}
          </Button>
        </form>
      )}
    </section>
  );
}
