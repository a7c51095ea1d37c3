// "Turn off two-factor sign-in?": a dialog that asks for the password and confirms in one step.
// Focus stays inside, Escape or "Keep it on" closes it, a wrong password shows on its field with
// what was typed kept, and focus goes back to the button that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { twoFactorPasswordSchema } from "../../../domain/two-factor";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { fieldMessageKey, twoFactorErrorKey } from "./error-messages";
import { useTurnOffTwoFactor } from "./queries";
import { DialogActions, ModalFrame } from "../../ui/dialog";

interface TurnOffDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onTurnedOff: () => void;
  /** Where focus goes when the opening button is gone after the change. */
  fallbackFocus: () => HTMLElement | null;
}

export function TurnOffDialog({ isOpen, onClose, onTurnedOff, fallbackFocus }: TurnOffDialogProps) {
  const { t } = useTranslation();
  const turnOff = useTurnOffTwoFactor();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof twoFactorPasswordSchema>, unknown, z.output<typeof twoFactorPasswordSchema>>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: "" },
  });
  const isWrongPassword = turnOff.error instanceof ApiError && turnOff.error.code === "invalid_password";
  const fieldError = errors.password
    ? t(fieldMessageKey(errors.password.message))
    : isWrongPassword
      ? t("twoFactor.errors.invalidPassword")
      : undefined;

  const close = () => {
    if (turnOff.isPending) return;
    reset();
    turnOff.reset();
    onClose();
  };

  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={close}
      fallbackFocus={fallbackFocus}
      className="max-h-[90vh] w-[min(92vw,28rem)] overflow-y-auto p-6"
    >
      <Dialog.Title className="text-lg font-bold text-slate-900">{t("twoFactor.turnOff.title")}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">{t("twoFactor.turnOff.body")}</Dialog.Description>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={handleSubmit(({ password }) =>
          turnOff.mutate(
            { password },
            {
              onSuccess: () => {
                reset();
                onTurnedOff();
              },
            },
          ),
        )}
      >
        {turnOff.error && !isWrongPassword ? <Alert tone="error">{t(twoFactorErrorKey(turnOff.error))}</Alert> : null}
        <TextField
          label={t("twoFactor.password.label")}
          type="password"
          autoComplete="current-password"
          error={fieldError}
          {...register("password")}
        />
        <DialogActions>
          <Button variant="secondary" onClick={close} disabled={turnOff.isPending}>
            {t("twoFactor.turnOff.keep")}
          </Button>
          <Button type="submit" variant="danger" isLoading={turnOff.isPending}>
            {t("twoFactor.turnOff.confirm")}
          </Button>
        </DialogActions>
      </form>
    </ModalFrame>
  );
}
