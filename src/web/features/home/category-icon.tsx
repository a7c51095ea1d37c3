// One inline icon per explore category.
import type { ExploreCategory } from "../../../domain/creators";

const paths: Record<ExploreCategory, string> = {
  // Dumbbell
  strength_training: "M6.5 6.5v11M17.5 6.5v11M3 9.5v5M21 9.5v5M6.5 12h11",
  // A figure balancing with arms raised
  yoga_flexibility: "M12 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM4 10l8 1.5L20 10M12 11.5V16M12 16l-4 5M12 16l4 5",
  // Heartbeat
  cardio_running: "M3 12h4l2-5 4 10 2-5h6",
  // Apple with a leaf
  nutrition:
    "M12 7c-1.5-1-4-1.5-5.5 0S4 12 5.5 16s3.5 5 4.5 5 1.5-.5 2-.5 1 .5 2 .5 3-1 4.5-5 .5-7.5-1-9-4-1-5.5 0ZM12 7c0-2 1-3.5 3-4",
};

export function CategoryIcon({ category, className }: { category: ExploreCategory; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={paths[category]} />
    </svg>
  );
}
