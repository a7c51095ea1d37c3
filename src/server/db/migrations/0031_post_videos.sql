ALTER TYPE "public"."post_status" ADD VALUE 'processing';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'video_ready';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'video_failed';--> statement-breakpoint
CREATE TABLE "post_videos" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"target_status" text NOT NULL,
	"source_width" integer,
	"source_height" integer,
	"source_duration_seconds" real,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_prefix" text,
	"poster_widths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_preview" boolean DEFAULT false NOT NULL,
	"preview_enabled" boolean DEFAULT true NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"attempt_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_videos_status" CHECK ("post_videos"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "post_videos_target" CHECK ("post_videos"."target_status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "post_videos_failure" CHECK ("post_videos"."failure_reason" in ('unreadable', 'transcode_failed')),
	CONSTRAINT "post_videos_progress" CHECK ("post_videos"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "video_captions" (
	"post_id" uuid NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_post_id_language_pk" PRIMARY KEY("post_id","language"),
	CONSTRAINT "video_captions_language" CHECK ("video_captions"."language" in ('en', 'es', 'fr', 'pt-BR'))
);
--> statement-breakpoint
CREATE TABLE "video_watch_progress" (
	"user_id" text NOT NULL,
	"post_id" uuid NOT NULL,
	"seconds" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_watch_progress_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_videos" ADD CONSTRAINT "post_videos_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_progress" ADD CONSTRAINT "video_watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_progress" ADD CONSTRAINT "video_watch_progress_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_videos_queue_idx" ON "post_videos" USING btree ("claimed_at","created_at") WHERE "post_videos"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "video_watch_progress_post_idx" ON "video_watch_progress" USING btree ("post_id");