ALTER TYPE "public"."notification_type" ADD VALUE 'live_session_scheduled';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'live_session_started';--> statement-breakpoint
CREATE TABLE "live_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_messages_body" CHECK (char_length("live_chat_messages"."body") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "live_chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"required_tier" "tier" NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"stream_key_hash" text NOT NULL,
	"keep_replay" boolean DEFAULT true NOT NULL,
	"recording_key" text,
	"replay_post_id" uuid,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_status" CHECK ("live_sessions"."status" in ('scheduled', 'live', 'ended', 'cancelled')),
	CONSTRAINT "live_sessions_title" CHECK (char_length("live_sessions"."title") between 1 and 120),
	CONSTRAINT "live_sessions_duration" CHECK ("live_sessions"."duration_minutes" between 5 and 240)
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_reports" ADD CONSTRAINT "live_chat_reports_message_id_live_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."live_chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_reports" ADD CONSTRAINT "live_chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_reports" ADD CONSTRAINT "live_chat_reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_replay_post_id_posts_id_fk" FOREIGN KEY ("replay_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_session_idx" ON "live_chat_messages" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "live_chat_messages_author_idx" ON "live_chat_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_reports_once_idx" ON "live_chat_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "live_chat_reports_reporter_idx" ON "live_chat_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "live_chat_reports_target_idx" ON "live_chat_reports" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "live_sessions_creator_idx" ON "live_sessions" USING btree ("creator_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "live_sessions_status_idx" ON "live_sessions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "live_sessions_replay_post_idx" ON "live_sessions" USING btree ("replay_post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_stream_key_idx" ON "live_sessions" USING btree ("stream_key_hash");