// "Open a support request" for a signed-in user: subject, message and an optional screenshot.
// What was typed stays in the form when sending fails; a sent request appears under "Your requests".
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SUPPORT_SUBJECT_MAX, supportRequestSchema } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { useOpenSupportRequest } from "./queries";
import { ScreenshotPicker, screenshotProblem } from "./screenshot-picker";
import { SupportMessageField } from "./support-message-field";
import { showFieldRefusals, supportRequestErrorMessage } from "./support-request-error";

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
        onError: (error) => showFieldRefusals(error, setError, ["subject", "message"]),
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
      <SupportMessageField
        control={control}
        registration={register("message")}
        label={t("supportRequests.form.message")}
        hintKey="supportRequests.form.messageHint"
        rows={6}
        error={errors.message?.message}
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
