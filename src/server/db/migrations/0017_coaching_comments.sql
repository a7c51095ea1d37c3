ALTER TYPE "public"."notification_type" ADD VALUE 'coaching_comment';--> statement-breakpoint
CREATE TABLE "coaching_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coaching_comments" ADD CONSTRAINT "coaching_comments_session_id_workout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_comments" ADD CONSTRAINT "coaching_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_comments_session_idx" ON "coaching_comments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "coaching_comments_author_idx" ON "coaching_comments" USING btree ("author_id");