ALTER TYPE "public"."moderation_action" ADD VALUE 'remove_community_item';--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comments_body" CHECK (char_length("community_comments"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "community_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"uploader_id" text NOT NULL,
	"post_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"pinned_at" timestamp with time zone,
	"comments_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_body" CHECK (char_length("community_posts"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "community_reactions" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"post_id" uuid NOT NULL,
	"comment_id" uuid,
	"target_user_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "community_reports_subject" CHECK ("community_reports"."subject" in ('post', 'comment')),
	CONSTRAINT "community_reports_comment_subject" CHECK (("community_reports"."subject" = 'comment') = ("community_reports"."comment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "community_settings" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"read_tier" "tier" DEFAULT 'rookie' NOT NULL,
	"post_tier" "tier" DEFAULT 'rookie' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_images" ADD CONSTRAINT "community_images_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_images" ADD CONSTRAINT "community_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_images" ADD CONSTRAINT "community_images_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_settings" ADD CONSTRAINT "community_settings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_comments_author_idx" ON "community_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "community_images_post_idx" ON "community_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "community_images_pending_idx" ON "community_images" USING btree ("uploader_id","created_at") WHERE "community_images"."post_id" is null;--> statement-breakpoint
CREATE INDEX "community_images_creator_idx" ON "community_images" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "community_posts_feed_idx" ON "community_posts" USING btree ("creator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_pinned_idx" ON "community_posts" USING btree ("creator_id","pinned_at") WHERE "community_posts"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "community_reactions_user_idx" ON "community_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_post_once" ON "community_reports" USING btree ("post_id","reporter_id") WHERE "community_reports"."subject" = 'post';--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_comment_once" ON "community_reports" USING btree ("comment_id","reporter_id") WHERE "community_reports"."subject" = 'comment';--> statement-breakpoint
CREATE INDEX "community_reports_open_idx" ON "community_reports" USING btree ("created_at") WHERE "community_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_reports_comment_idx" ON "community_reports" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "community_reports_target_idx" ON "community_reports" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "community_reports_reporter_idx" ON "community_reports" USING btree ("reporter_id");