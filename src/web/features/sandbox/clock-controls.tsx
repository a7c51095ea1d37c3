// Moving the sandbox clock forward: one day, a week, a month, or any number of days. Renewals,
// failed renewals and cancellations that fall due run on the server as the clock passes them.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTranslation } from "../../i18n";
import { sandboxClockAdvanceSchema } from "../../../domain/sandbox-payments";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { Spinner } from "../../ui/spinner";
import { actionErrorKey } from "./error-messages";
import { useAdvanceSandboxClock } from "./queries";
import { SandboxPanel } from "./sandbox-panel";
import { useSandboxFormat } from "./use-sandbox-format";

type AdvanceValues = z.input<typeof sandboxClockAdvanceSchema>;

/** A month on the sandbox clock is 31 days, so any monthly renewal falls inside it. */
const presets = [
  { days: 1, labelKey: "sandbox.clock.advanceDays" },
  { days: 7, labelKey: "sandbox.clock.advanceDays" },
  { days: 31, labelKey: "sandbox.clock.advanceMonth" },
] as const;

export function ClockControls() {
  const { t } = useTranslation();
  const format = useSandboxFormat();
  const advance = useAdvanceSandboxClock();
  const [result, setResult] = useState("");
  // Set at once: a second click can land before the busy state renders.
  const isSending = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdvanceValues>({ resolver: zodResolver(sandboxClockAdvanceSchema) });

  function advanceBy(days: number) {
    // The buttons stay focusable while busy (aria-disabled), so a repeated click is ignored here.
    if (isSending.current) return;
    isSending.current = true;
    setResult("");
    advance.mutate(days, {
      onSuccess: (clock) => setResult(t("sandbox.clock.advanced", { count: days, time: format.dateTime(clock.now) })),
      onSettled: () => {
        isSending.current = false;
      },
    });
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSending.current) void handleSubmit(({ days }) => advanceBy(days))(event);
  }

  const busyWith = advance.isPending ? advance.variables : null;
  const isCustomBusy = busyWith !== null && !presets.some((preset) => preset.days === busyWith);

  return (
    <SandboxPanel title={t("sandbox.clock.advanceTitle")}>
      <div className="space-y-5" aria-busy={advance.isPending || undefined}>
        {advance.isError && <Alert tone="error">{t(actionErrorKey(advance.error))}</Alert>}
        <div className="grid gap-2 sm:grid-cols-3">
          {presets.map((preset) => (
            <Button
              key={preset.days}
              variant="secondary"
              aria-disabled={advance.isPending || undefined}
              onClick={() => advanceBy(preset.days)}
              className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {busyWith === preset.days && <Spinner className="h-4 w-4" />}
              {t(preset.labelKey, { count: preset.days })}
            </Button>
          ))}
        </div>
        <form onSubmit={onFormSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-48">
            <TextField
              label={t("sandbox.clock.customDays")}
              type="number"
              inputMode="numeric"
              min={1}
              max={400}
              step={1}
              hint={t("sandbox.clock.customHint")}
              error={errors.days && t("sandbox.clock.errors.days")}
              {...register("days", { valueAsNumber: true })}
            />
          </div>
          <Button
            type="submit"
            aria-disabled={advance.isPending || undefined}
            className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:mt-6 sm:w-auto"
          >
            {isCustomBusy && <Spinner className="h-4 w-4" />}
            {t("sandbox.clock.advanceCustom")}
          </Button>
        </form>
        <p role="status" className="text-sm font-medium text-green-800">
          {result}
        </p>
      </div>
    </SandboxPanel>
  );
}
