// What a page shows in place of its data: a loading line while the first answer is on its way, the
// failure with a retry that asks again, and nothing once the data is there.
import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/web/render";
import { t } from "../i18n";
import { QueryStatus } from "./query-status";

/** Answers the query gets in turn, one per fetch: the data, or an Error for a failed fetch. */
function Records({ answers }: { answers: (string | Error)[] }) {
  const [left] = useState(() => [...answers]);
  const query = useQuery({
    queryKey: ["records"],
    queryFn: async () => {
      const answer = left.shift();
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error("no answer");
      return answer;
    },
  });
  return (
    <>
      <QueryStatus query={query} loading="Loading your records…" failed="Failed to load your records" />
      {query.data && <p>{query.data}</p>}
    </>
  );
}

describe("QueryStatus", () => {
  it("says it is loading, then gives way to the data", async () => {
    renderWithApp(<Records answers={["Back Squat 100 kg"]} />);
    expect(screen.getByRole("status").textContent).toBe("Loading your records…");
    expect(await screen.findByText("Back Squat 100 kg")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what failed, and Retry asks again", async () => {
    const { user } = renderWithApp(<Records answers={[new Error("down"), "Back Squat 100 kg"]} />);
    expect(await screen.findByText("Failed to load your records")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: t("common.retry") }));
    expect(await screen.findByText("Back Squat 100 kg")).toBeTruthy();
    expect(screen.queryByText("Failed to load your records")).toBeNull();
  });
});
