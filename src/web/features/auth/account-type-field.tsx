// Follower or influencer, as two large radio cards.
import clsx from "clsx";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { roles } from "../../../domain/roles";

interface AccountTypeFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

export function AccountTypeField({ registration, error }: AccountTypeFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? "account-type-error" : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t("auth.register.accountType")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {roles.map((role) => (
          <label
            key={role}
            className={clsx(
              "flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 shadow-sm transition-colors",
              "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300",
              error ? "border-red-500" : "border-slate-300 hover:border-slate-400",
            )}
          >
            <input type="radio" value={role} className="mt-1 h-4 w-4 accent-brand-600" {...registration} />
            <span>
              <span className="block text-sm font-semibold text-slate-900">
                {t(`auth.register.roles.${role}.label`)}
              </span>
              <span className="block text-xs text-slate-600">{t(`auth.register.roles.${role}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="account-type-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
