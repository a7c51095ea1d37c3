// The message box of a support request and of a reply to one: its label, how many of the
// SUPPORT_TEXT_MAX characters are used, and why what was typed was refused.
import { useWatch, type Control, type Path, type UseFormRegisterReturn } from "react-hook-form";
import { SUPPORT_TEXT_MAX } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { TextAreaField } from "../../ui/fields";

export function SupportMessageField<Values extends { message: string }, Sent>({
  control,
  registration,
  label,
  hintKey,
  rows,
  error,
}: {
  /** The form's control, watched here so that only this field renders again on each key. */
  control: Control<Values, unknown, Sent>;
  registration: UseFormRegisterReturn<"message">;
  label: string;
  /** The hint's i18n key: it gets the characters used as `count` and the limit as `max`. */
  hintKey: string;
  rows: number;
  /** The i18n key of the refusal, from the schema or the server. */
  error?: string;
}) {
  const { t } = useTranslation();
  // Every form that holds this field has "message"; TypeScript cannot see that of a generic form.
  const message: string = useWatch({ control, name: "message" as Path<Values> });
  return (
    <TextAreaField
      label={label}
      rows={rows}
      maxLength={SUPPORT_TEXT_MAX}
      hint={t(hintKey, { count: message.length, max: SUPPORT_TEXT_MAX })}
      error={error ? t(error) : undefined}
      {...registration}
    />
  );
}
