// The demo accounts and their shared password; shown only while the server has demo data on.
import { useTranslation } from "../../i18n";
import { useDemoAccounts } from "./queries";

export function DemoAccountsBox({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  const { data: demo } = useDemoAccounts();
  if (!demo || demo.accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-6 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <h2 id="demo-accounts-title" className="font-semibold">
        {t("auth.demo.title")}
      </h2>
      <p className="mt-1 text-sky-900">{t("auth.demo.intro")}</p>
      <ul className="mt-3 space-y-1">
        {demo.accounts.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-x-2">
            <button
              type="button"
              onClick={() => onPick(account.email, demo.password)}
              aria-label={t("auth.demo.use", { email: account.email })}
              className="min-w-0 break-all py-1 text-left font-mono text-xs text-sky-800 underline decoration-sky-300 underline-offset-2 hover:text-sky-950"
            >
              {account.email}
            </button>
            <span className="text-xs text-sky-700">{t(`auth.demo.roles.${account.role}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        {t("auth.demo.password")}{" "}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs">{demo.password}</code>
      </p>
    </section>
  );
}
