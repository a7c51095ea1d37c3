ALTER TABLE "workout_sessions" ALTER COLUMN "assignment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "routine_id" uuid;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_sessions_routine_unique" ON "workout_sessions" USING btree ("routine_id","member_id");--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_one_source" CHECK ("workout_sessions"."assignment_id" is null or "workout_sessions"."routine_id" is null);