// Turning push on and off for this browser, with what stands in the way said plainly: a browser
// without push, notifications blocked for the site, or a push service that could not be reached.
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { PushPermissionDenied } from "./browser-push";
import { usePushDevice, useTurnOffPush, useTurnOnPush } from "./queries";

export function PushDeviceControl() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();

  if (device.isPending)
    return <div aria-hidden="true" className="h-10 w-full max-w-sm animate-pulse rounded bg-slate-100" />;
  const state = device.data;
  if (!state || state.support === "unsupported") {
    return <p className="text-sm text-slate-700">{t("notifications.push.device.unsupported")}</p>;
  }

  const isDenied = turnOn.error instanceof PushPermissionDenied || state.permission === "denied";
  const problem = turnOn.isError
    ? isDenied
      ? t("notifications.push.device.denied")
      : t("notifications.push.device.failed")
    : turnOff.isError
      ? t("notifications.push.device.offFailed")
      : state.permission === "denied"
        ? t("notifications.push.device.denied")
        : null;

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {state.isSubscribed ? t("notifications.push.device.on") : t("notifications.push.device.off")}
      </p>
      {state.isSubscribed ? (
        <Button
          variant="secondary"
          isLoading={turnOff.isPending}
          onClick={() => {
            turnOn.reset();
            turnOff.mutate();
          }}
        >
          {t("notifications.push.device.turnOff")}
        </Button>
      ) : (
        <Button
          isLoading={turnOn.isPending}
          onClick={() => {
            turnOff.reset();
            turnOn.mutate();
          }}
          className="w-full sm:w-auto"
        >
          {t("notifications.push.device.turnOn")}
        </Button>
      )}
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {problem}
      </p>
    </div>
  );
}
