// The states every list that loads in pages shows, as a user meets them: the placeholder, the items,
// Load more until the last page, a failed first page with a retry, a failed later page that keeps
// what is shown, and the empty state.
import { useInfiniteQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/web/render";
import { PagedList } from "./paged-list";

interface Page {
  names: string[];
  next: number | null;
}

/** Answers the list gets in turn, one per fetch: a page, or an Error for a failed fetch. */
function Workouts({ pages }: { pages: (Page | Error)[] }) {
  // Kept across renders: each fetch takes the next answer.
  const [answers] = useState(() => [...pages]);
  const query = useInfiniteQuery({
    queryKey: ["workouts"],
    initialPageParam: 0,
    queryFn: async () => {
      const answer = answers.shift();
      if (!answer) throw new Error("no more answers");
      if (answer instanceof Error) throw answer;
      return answer;
    },
    getNextPageParam: (page) => page.next,
  });
  return (
    <PagedList
      query={query}
      itemsOf={(loaded) => loaded.flatMap((page) => page.names)}
      loading={<p role="status">Loading workouts…</p>}
      loadFailed="The workouts could not be loaded."
      empty={<p>No workouts yet.</p>}
      loadMoreLabel="Load more"
    >
      {(names) => (
        <ul aria-label="Workouts">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const shown = () =>
  within(screen.getByRole("list", { name: "Workouts" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("a paged list", () => {
  it("shows its placeholder, then the items, and loads more until the last page", async () => {
    const { user } = renderWithApp(
      <Workouts
        pages={[
          { names: ["Squats", "Lunges"], next: 1 },
          { names: ["Plank"], next: null },
        ]}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading workouts…");
    await screen.findByRole("list", { name: "Workouts" });
    expect(shown()).toEqual(["Squats", "Lunges"]);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Plank");
    expect(shown()).toEqual(["Squats", "Lunges", "Plank"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("replaces the list with the failure and a retry when the first page fails", async () => {
    const { user } = renderWithApp(<Workouts pages={[new Error("offline"), { names: ["Squats"], next: null }]} />);
    await screen.findByText("The workouts could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("list", { name: "Workouts" });
    expect(shown()).toEqual(["Squats"]);
    expect(screen.queryByText("The workouts could not be loaded.")).toBeNull();
  });

  it("keeps the items shown when a later page fails, and retries that page below them", async () => {
    const { user } = renderWithApp(
      <Workouts pages={[{ names: ["Squats"], next: 1 }, new Error("offline"), { names: ["Plank"], next: null }]} />,
    );
    await screen.findByRole("list", { name: "Workouts" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("The workouts could not be loaded.");
    expect(shown()).toEqual(["Squats"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Plank");
    expect(shown()).toEqual(["Squats", "Plank"]);
  });

  it("says so when there is nothing to list", async () => {
    renderWithApp(<Workouts pages={[{ names: [], next: null }]} />);
    await screen.findByText("No workouts yet.");
    expect(screen.queryByRole("list", { name: "Workouts" })).toBeNull();
  });
});
