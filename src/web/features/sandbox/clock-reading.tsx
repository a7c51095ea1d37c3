// What time it is on the sandbox clock, and how far it runs ahead of real time.
import { useTranslation } from "../../i18n";
import type { SandboxClockView } from "../../../domain/sandbox-payments";
import { SandboxPanel } from "./sandbox-panel";
import { useSandboxFormat } from "./use-sandbox-format";

export function ClockReading({ clock }: { clock: SandboxClockView }) {
  const { t } = useTranslation();
  const format = useSandboxFormat();
  // The server counts whole days; a tenth is plenty should it ever send a fraction.
  const days = Math.round(clock.offsetDays * 10) / 10;
  return (
    <SandboxPanel title={t("sandbox.clock.nowTitle")}>
      <p className="text-xl font-extrabold text-slate-900 sm:text-2xl">
        <time dateTime={clock.now}>{format.dateTime(clock.now)}</time>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("sandbox.clock.ahead", { count: days })}</p>
    </SandboxPanel>
  );
}
