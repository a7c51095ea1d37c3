// The requester's reply under one of their threads on /support. Sending it puts the request back
// in the team's queue; what was typed stays in the field when sending fails.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { supportReplySchema } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useReplyToSupportRequest } from "./queries";
import { SupportMessageField } from "./support-message-field";
import { showFieldRefusals, supportReplyErrorMessage } from "./support-request-error";

type Values = z.input<typeof supportReplySchema>;

export function SupportReplyForm({ userId, requestId }: { userId: string; requestId: string }) {
  const { t } = useTranslation();
  const send = useReplyToSupportRequest(userId, requestId);
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof supportReplySchema>>({
    resolver: zodResolver(supportReplySchema),
    defaultValues: { message: "" },
  });

  const onSubmit = handleSubmit(({ message }) => {
    setIsSent(false);
    send.mutate(message, {
      onSuccess: () => {
        reset();
        setIsSent(true);
      },
      onError: (error) => showFieldRefusals(error, setError, ["message"]),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-100 pt-3">
      {isSent && <Alert tone="success">{t("supportRequests.reply.sent")}</Alert>}
      {send.isError && <Alert tone="error">{supportReplyErrorMessage(t, send.error)}</Alert>}
      <SupportMessageField
        control={control}
        registration={register("message")}
        label={t("supportRequests.reply.label")}
        hintKey="supportRequests.reply.hint"
        rows={3}
        error={errors.message?.message}
      />
      <Button type="submit" variant="secondary" isLoading={send.isPending} className="w-full sm:w-auto">
        {t("supportRequests.reply.send")}
      </Button>
    </form>
  );
}
