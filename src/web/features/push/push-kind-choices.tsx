// One switch per kind of push; each saves at once.
import type { PushKind, PushPreferences } from "../../../domain/push";
import { useTranslation } from "../../i18n";
import { usePressedValue } from "../../lib/use-pressed-value";
import { CheckboxField } from "../../ui/fields";

interface PushKindChoicesProps {
  kinds: readonly PushKind[];
  preferences: PushPreferences;
  onChange: (kind: PushKind, isOn: boolean) => void;
}

export function PushKindChoices({ kinds, preferences, onChange }: PushKindChoicesProps) {
  const { t } = useTranslation();
  const [shown, press] = usePressedValue(preferences);
  const labels: Record<PushKind, string> = {
    messages: t("notifications.push.kinds.messages"),
    posts: t("notifications.push.kinds.posts"),
    liveSessions: t("notifications.push.kinds.liveSessions"),
    payments: t("notifications.push.kinds.payments"),
    coachComments: t("notifications.push.kinds.coachComments"),
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t("notifications.push.kinds.legend")}</legend>
      {kinds.map((kind) => (
        <CheckboxField
          key={kind}
          label={labels[kind]}
          checked={shown[kind]}
          onChange={(event) => {
            press({ ...shown, [kind]: event.target.checked });
            onChange(kind, event.target.checked);
          }}
        />
      ))}
    </fieldset>
  );
}
