// "Open a support request" for a signed-in user: subject, message and an optional screenshot.
// What was typed stays in the form when sending fails; a sent request appears under "Your requests".
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { SUPPORT_SUBJECT_MAX, SUPPORT_TEXT_MAX, supportRequestSchema } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField, TextField } from "../../ui/fields";
import { useOpenSupportRequest } from "./queries";
import { ScreenshotPicker, screenshotProblem } from "./screenshot-picker";
import { supportRequestErrorMessage } from "./support-request-error";

type Values = z.input<typeof supportRequestSchema>;

export function SupportRequestForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const send = useOpenSupportRequest(userId);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof supportRequestSchema>>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { subject: "", message: "" },
  });
  const messageLength = useWatch({ control, name: "message" }).length;

  const onSubmit = handleSubmit((values) => {
    setIsSent(false);
    send.mutate(
      { ...values, screenshot },
      {
        onSuccess: () => {
          reset();
          setScreenshot(null);
          setIsSent(true);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.details?.fields : undefined;
          if (fields?.subject) setError("subject", { message: fields.subject });
          if (fields?.message) setError("message", { message: fields.message });
        },
      },
    );
  });

  function pick(file: File) {
    const problem = screenshotProblem(file);
    setScreenshotError(problem ? t(problem) : null);
    setScreenshot(problem ? null : file);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {isSent && <Alert tone="success">{t("supportRequests.form.sent")}</Alert>}
      {send.isError && <Alert tone="error">{supportRequestErrorMessage(t, send.error)}</Alert>}
      <TextField
        label={t("supportRequests.form.subject")}
        maxLength={SUPPORT_SUBJECT_MAX}
        autoComplete="off"
        error={errors.subject?.message ? t(errors.subject.message) : undefined}
        {...register("subject")}
      />
      <TextAreaField
        label={t("supportRequests.form.message")}
        rows={6}
        maxLength={SUPPORT_TEXT_MAX}
        hint={t("supportRequests.form.messageHint", { count: messageLength, max: SUPPORT_TEXT_MAX })}
        error={errors.message?.message ? t(errors.message.message) : undefined}
        {...register("message")}
      />
      <ScreenshotPicker
        file={screenshot}
        error={screenshotError ?? undefined}
        disabled={send.isPending}
        onPick={pick}
        onRemove={() => {
          setScreenshot(null);
          setScreenshotError(null);
        }}
      />
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        {t("supportRequests.form.send")}
      </Button>
    </form>
  );
}
