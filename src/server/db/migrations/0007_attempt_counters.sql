CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_window_idx" ON "attempt_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "users_unconfirmed_created_idx" ON "users" USING btree ("created_at") WHERE "users"."email_verified" = false;