-- Plans assigned before 0022 kept planned_days empty, so adherence and completion found nothing
-- due in them. Fill it from each plan's own days, as plannedDayIndexes does: the indexes of the
-- days that are not rest days and have exercises.
UPDATE "program_assignments" a SET "planned_days" = coalesce((
  SELECT array_agg((d.ordinal - 1)::smallint ORDER BY d.ordinal)
  FROM jsonb_array_elements(a."days") WITH ORDINALITY AS d(day, ordinal)
  WHERE NOT coalesce((d.day ->> 'rest')::boolean, false)
    AND jsonb_array_length(coalesce(d.day -> 'exercises', '[]'::jsonb)) > 0
), '{}')
WHERE a."planned_days" = '{}';
