// The payout onboarding form: the account holder's legal name and US bank details, checked with
// the same schema as the server. On success the browser leaves for the return URL.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { sandboxOnboardingSchema, type SandboxOnboardingInput } from "../../../domain/sandbox-payments";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { actionErrorKey, serverFieldErrors } from "./error-messages";
import { useFinishOnboarding } from "./queries";
import { TEST_ACCOUNT_NUMBER, TEST_ROUTING_NUMBER, TestBankDetails } from "./test-bank-details";
import { useSingleSubmit } from "./use-single-submit";

const onboardingFields = ["legalName", "routingNumber", "accountNumber"] as const;

const messageKey = (message: string | undefined) =>
  message?.startsWith("sandbox.") ? message : "sandbox.onboarding.errors.invalid";

export function OnboardingForm({ linkId, defaultLegalName }: { linkId: string; defaultLegalName: string }) {
  const { t } = useTranslation();
  const finish = useFinishOnboarding(linkId);
  const [isLeaving, setIsLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<SandboxOnboardingInput>({
    resolver: zodResolver(sandboxOnboardingSchema),
    defaultValues: { legalName: defaultLegalName, routingNumber: "", accountNumber: "" },
  });
  const isWorking = finish.isPending || isLeaving;

  const submit = handleSubmit(async (input) => {
    try {
      const { redirectUrl } = await finish.mutateAsync(input);
      setIsLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      serverFieldErrors(error, onboardingFields, "sandbox.onboarding.errors.invalid").forEach(([field, key], index) =>
        setError(field, { message: key }, { shouldFocus: index === 0 }),
      );
    }
  });

  const onFormSubmit = useSingleSubmit(submit, isWorking);

  function fillTestValues() {
    setValue("routingNumber", TEST_ROUTING_NUMBER, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue("accountNumber", TEST_ACCOUNT_NUMBER, { shouldDirty: true, shouldValidate: isSubmitted });
    setFocus("legalName");
  }

  return (
    <div className="space-y-6">
      <form onSubmit={onFormSubmit} noValidate aria-busy={isWorking || undefined} className="space-y-4">
        {finish.isError && <Alert tone="error">{t(actionErrorKey(finish.error))}</Alert>}
        <TextField
          label={t("sandbox.onboarding.legalName")}
          autoComplete="name"
          maxLength={100}
          error={errors.legalName && t(messageKey(errors.legalName.message))}
          {...register("legalName")}
        />
        <TextField
          label={t("sandbox.onboarding.routingNumber")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          hint={t("sandbox.onboarding.routingHint")}
          error={errors.routingNumber && t(messageKey(errors.routingNumber.message))}
          {...register("routingNumber")}
        />
        <TextField
          label={t("sandbox.onboarding.accountNumber")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          hint={t("sandbox.onboarding.accountHint")}
          error={errors.accountNumber && t(messageKey(errors.accountNumber.message))}
          {...register("accountNumber")}
        />
        <Button type="submit" size="lg" isLoading={isWorking} className="w-full">
          {t("sandbox.onboarding.submit")}
        </Button>
      </form>
      <TestBankDetails onUse={fillTestValues} />
    </div>
  );
}
