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
import { useFocusReturn } from "../../ui/dialog";

interface TurnOffDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onTurnedOff: () => void;
  /** Where focus goes when the opening button is gone after the change. */
  fallbackFocus: () => HTMLElement | null;
}

export function TurnOffDialog({ isOpen, onClose, onTurnedOff, fallbackFocus }: TurnOffDialogProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(fallbackFocus);
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
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
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
            {turnOff.error && !isWrongPassword ? (
              <Alert tone="error">{t(twoFactorErrorKey(turnOff.error))}</Alert>
            ) : null}
            <TextField
              label={t("twoFactor.password.label")}
              type="password"
              autoComplete="current-password"
              error={fieldError}
              {...register("password")}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={turnOff.isPending}>
                {t("twoFactor.turnOff.keep")}
              </Button>
              <Button type="submit" variant="danger" isLoading={turnOff.isPending}>
                {t("twoFactor.turnOff.confirm")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
