ALTER TABLE "workout_sessions" ADD COLUMN "logged_sets" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "stop_index" smallint;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "stop_exercise" text;--> statement-breakpoint
-- Sessions logged before these columns: their sets counted, and where each stopped against its
-- member's copy of the day (the same rule as the domain's sessionProgress; no row: no stop).
UPDATE "workout_sessions" s SET
  "logged_sets" = (SELECT count(*) FROM "set_logs" l WHERE l."session_id" = s."id"),
  ("stop_index", "stop_exercise") = (
    SELECT (e.ordinality - 1)::smallint, e.exercise ->> 'name'
    FROM "program_assignments" a,
      jsonb_array_elements(coalesce(a."days" -> s."day_index" -> 'exercises', '[]'::jsonb)) WITH ORDINALITY AS e(exercise, ordinality)
    WHERE a."id" = s."assignment_id" AND (e.exercise ->> 'sets')::int > (
      SELECT count(*) FROM "set_logs" l WHERE l."session_id" = s."id" AND l."exercise_index" = e.ordinality - 1)
    ORDER BY e.ordinality
    LIMIT 1
  );
