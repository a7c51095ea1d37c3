// Lets each benchmark run on its own (`npx tsx bench/x.ts`): says whether it kept its budget
// and exits non-zero when it did not, or when it failed.
import { pathToFileURL } from "node:url";

export function runAsScript(moduleUrl: string, benchmark: () => Promise<boolean>) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  benchmark().then(
    (isWithinBudget) => {
      console.log(isWithinBudget ? "\nwithin budget" : "\nOVER BUDGET");
      process.exitCode = isWithinBudget ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
