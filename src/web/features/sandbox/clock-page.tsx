// /sandbox/clock: the sandbox's stand-in for Stripe's test clocks. Moving time forward makes
// renewals, failed renewals and cancellations at the period's end happen without waiting.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { LoadError } from "../../ui/load-error";
import { PageSpinner } from "../../ui/spinner";
import { ClockControls } from "./clock-controls";
import { ClockReading } from "./clock-reading";
import { isForbidden } from "./error-messages";
import { useSandboxClock } from "./queries";
import { SandboxLayout } from "./sandbox-layout";

export function SandboxClockPage() {
  const { t } = useTranslation();
  const clock = useSandboxClock();

  return (
    <SandboxLayout title={t("sandbox.clock.title")} intro={<p>{t("sandbox.clock.intro")}</p>}>
      {clock.isPending ? (
        <PageSpinner />
      ) : clock.isError ? (
        isForbidden(clock.error) ? (
          <Alert tone="info">{t("sandbox.clock.unavailable")}</Alert>
        ) : (
          <LoadError
            message={t("sandbox.clock.loadError")}
            onRetry={() => void clock.refetch()}
            isRetrying={clock.isFetching}
          />
        )
      ) : (
        <>
          <ClockReading clock={clock.data} />
          <ClockControls />
        </>
      )}
    </SandboxLayout>
  );
}
