// The creator's update to all their members (influencer_update): a labelled box with a live
// counter, posted with one button. What was typed stays in the box when posting fails.
import { useMutation } from "@tanstack/react-query";
import clsx from "clsx";
import { useId, useState, type FormEvent } from "react";
import {
  CREATOR_UPDATE_MAX_LENGTH,
  CREATOR_UPDATES_PER_DAY,
  type CreatorUpdateInput,
} from "../../../domain/notifications";
import { useTranslation } from "../../i18n";
import { api, ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";

const usePostCreatorUpdate = () =>
  useMutation({ mutationFn: (input: CreatorUpdateInput) => api("POST /me/updates", { body: input }) });

export function CreatorUpdateCard() {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const postUpdate = usePostCreatorUpdate();
  const isTooLong = text.trim().length > CREATOR_UPDATE_MAX_LENGTH;
  const isEmpty = text.trim().length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || isTooLong) return;
    postUpdate.mutate({ text: text.trim() }, { onSuccess: () => setText("") });
  };

  const failure =
    postUpdate.error instanceof ApiError && postUpdate.error.code === "too_many_updates"
      ? t("notifications.creatorUpdate.tooMany", { count: CREATOR_UPDATES_PER_DAY })
      : t("notifications.creatorUpdate.failed");

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("notifications.creatorUpdate.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("notifications.creatorUpdate.description")}</p>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
          {t("notifications.creatorUpdate.label")}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={3}
          onChange={(event) => {
            setText(event.target.value);
            if (!postUpdate.isPending) postUpdate.reset();
          }}
          aria-invalid={isTooLong || undefined}
          aria-describedby={`${id}-counter`}
          className={clsx(
            "block w-full rounded-lg border px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2",
            isTooLong
              ? "border-red-500 focus:ring-red-500"
              : "border-slate-300 focus:border-brand-500 focus:ring-brand-500",
          )}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            id={`${id}-counter`}
            className={clsx("text-xs tabular-nums", isTooLong ? "font-semibold text-red-700" : "text-slate-500")}
          >
            {t("notifications.creatorUpdate.counter", { length: text.trim().length, max: CREATOR_UPDATE_MAX_LENGTH })}
          </p>
          <Button type="submit" disabled={isEmpty || isTooLong} isLoading={postUpdate.isPending}>
            {t("notifications.creatorUpdate.submit")}
          </Button>
        </div>
        {postUpdate.isSuccess && <Alert tone="success">{t("notifications.creatorUpdate.posted")}</Alert>}
        {postUpdate.isError && <Alert tone="error">{failure}</Alert>}
      </form>
    </section>
  );
}
