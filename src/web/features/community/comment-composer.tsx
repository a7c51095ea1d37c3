// Writing a comment: a labelled box and Send; what was typed stays when sending fails.
import { useId, useState, type FormEvent } from "react";
import { COMMUNITY_COMMENT_MAX_LENGTH } from "../../../domain/community";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { communityErrorKey } from "./community-error";
import { useAddComment } from "./queries";

export function CommentComposer({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddComment(postId);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(t("community.comments.required"));
    if (text.length > COMMUNITY_COMMENT_MAX_LENGTH) {
      return setProblem(t("community.validation.tooLong", { max: COMMUNITY_COMMENT_MAX_LENGTH }));
    }
    setProblem(null);
    add.mutate(text, { onSuccess: () => setBody("") });
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("community.comments.label")}
      </label>
      <textarea
        id={id}
        value={body}
        rows={2}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={problem ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      {problem && <p className="text-sm text-red-700">{problem}</p>}
      {add.isError && <Alert tone="error">{t(communityErrorKey(add.error))}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="sm" isLoading={add.isPending}>
          {t("community.comments.send")}
        </Button>
      </div>
    </form>
  );
}
