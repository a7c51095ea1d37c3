CREATE TABLE "personal_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"exercise_key" text NOT NULL,
	"exercise_name" text NOT NULL,
	"kind" text NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"value" numeric(9, 2) NOT NULL,
	"set_id" uuid,
	"beat_previous" boolean NOT NULL,
	"achieved_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_records_kind" CHECK ("personal_records"."kind" in ('load_for_reps', 'estimated_1rm', 'time'))
);
--> statement-breakpoint
CREATE TABLE "program_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid,
	"creator_id" text NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weeks" smallint NOT NULL,
	"days" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weeks" smallint NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_weeks" CHECK ("programs"."weeks" between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "set_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"exercise_index" smallint NOT NULL,
	"set_number" smallint NOT NULL,
	"exercise_name" text NOT NULL,
	"exercise_key" text NOT NULL,
	"reps" integer,
	"load_kg" numeric(7, 2),
	"rpe" numeric(3, 1),
	"seconds" integer,
	"performed_on" date NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"day_index" smallint NOT NULL,
	"scheduled_on" date NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_sessions_status" CHECK ("workout_sessions"."status" is null or "workout_sessions"."status" in ('done', 'partial', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_set_id_set_logs_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."set_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_session_id_workout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_assignment_id_program_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."program_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_records_best_idx" ON "personal_records" USING btree ("member_id","exercise_key","kind","reps","value" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "personal_records_member_recent_idx" ON "personal_records" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "program_assignments_member_idx" ON "program_assignments" USING btree ("member_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "program_assignments_creator_member_idx" ON "program_assignments" USING btree ("creator_id","member_id","end_date");--> statement-breakpoint
CREATE INDEX "program_assignments_program_idx" ON "program_assignments" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_assignments_once" ON "program_assignments" USING btree ("program_id","member_id","start_date");--> statement-breakpoint
CREATE INDEX "programs_creator_updated_idx" ON "programs" USING btree ("creator_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "set_logs_set_unique" ON "set_logs" USING btree ("session_id","exercise_index","set_number");--> statement-breakpoint
CREATE INDEX "set_logs_member_exercise_idx" ON "set_logs" USING btree ("member_id","exercise_key","performed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_sessions_day_unique" ON "workout_sessions" USING btree ("assignment_id","day_index");--> statement-breakpoint
CREATE INDEX "workout_sessions_member_idx" ON "workout_sessions" USING btree ("member_id","scheduled_on");--> statement-breakpoint
CREATE INDEX "workout_sessions_creator_idx" ON "workout_sessions" USING btree ("creator_id","scheduled_on");