// The registration form. The server's answer about a field lands on that field; a failed
// attempt keeps everything typed, a successful one clears the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import type { z } from "zod";
import { registerSchema } from "../../../domain/accounts";
import { genders } from "../../../domain/roles";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField, SelectField, TextField } from "../../ui/fields";
import { AccountTypeField } from "./account-type-field";
import { fieldMessageKey, registerErrorKey, serverFieldErrors } from "./error-messages";
import { PasswordField } from "./password-field";
import { useRegister } from "./queries";

type RegisterValues = z.input<typeof registerSchema>;
type RegisterField = keyof RegisterValues;

const emptyForm: RegisterValues = {
  username: "",
  email: "",
  gender: "prefer_not_to_say",
  role: "follower",
  password: "",
  confirmPassword: "",
  acceptTerms: false as unknown as true,
};
const fieldNames = Object.keys(emptyForm) as RegisterField[];
const isField = (name: string): name is RegisterField => fieldNames.includes(name as RegisterField);

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyForm,
  });
  const message = (field: RegisterField) => {
    const error = errors[field];
    return error && t(fieldMessageKey(error.message));
  };

  const onSubmit = handleSubmit((values) => {
    registerAccount.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        onRegistered(values.email);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error).filter(([field]) => isField(field));
        fieldErrors.forEach(([field, key], index) =>
          setError(field as RegisterField, { type: "server", message: key }, { shouldFocus: index === 0 }),
        );
      },
    });
  });

  const fieldErrorCount = serverFieldErrors(registerAccount.error).filter(([field]) => isField(field)).length;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {registerAccount.isError && fieldErrorCount === 0 && (
        <Alert tone="error">{t(registerErrorKey(registerAccount.error))}</Alert>
      )}
      <TextField
        label={t("auth.fields.username")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t("auth.register.usernameHint")}
        error={message("username")}
        {...register("username")}
      />
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={message("email")}
        {...register("email")}
      />
      <SelectField label={t("auth.register.gender")} error={message("gender")} {...register("gender")}>
        {genders.map((gender) => (
          <option key={gender} value={gender}>
            {t(`auth.register.genders.${gender}`)}
          </option>
        ))}
      </SelectField>
      <AccountTypeField registration={register("role")} error={message("role")} />
      <PasswordField
        label={t("auth.fields.password")}
        autoComplete="new-password"
        hint={t("auth.register.passwordHint")}
        error={message("password")}
        {...register("password")}
      />
      <PasswordField
        label={t("auth.fields.confirmPassword")}
        autoComplete="new-password"
        error={message("confirmPassword")}
        {...register("confirmPassword")}
      />
      <div className="space-y-1">
        <CheckboxField
          label={t("auth.register.acceptTerms")}
          error={message("acceptTerms")}
          {...register("acceptTerms")}
        />
        {/* In a new tab, so what is typed in the form stays. */}
        <p className="pl-6 text-sm text-slate-600">
          {t("auth.register.legalLinks")}{" "}
          <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            {t("footer.terms")}
          </Link>
          {" · "}
          <Link to="/privacy" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            {t("footer.privacy")}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={registerAccount.isPending}>
        {t(registerAccount.isPending ? "auth.register.submitting" : "auth.register.submit")}
      </Button>
    </form>
  );
}
