CREATE TYPE "public"."membership_source" AS ENUM('profile', 'explore', 'home', 'other');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('hide_post', 'unhide_post', 'suspend_account', 'restore_account', 'dismiss_report');--> statement-breakpoint
CREATE TYPE "public"."report_subject" AS ENUM('post', 'profile');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'content_liked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'creator_suspended';--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" "report_subject" NOT NULL,
	"post_id" uuid,
	"target_user_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_reports_post_subject" CHECK (("content_reports"."subject" = 'post') = ("content_reports"."post_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" "moderation_action" NOT NULL,
	"actor_id" text,
	"target_user_id" text,
	"post_id" uuid,
	"target_label" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "source" "membership_source" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "favorite_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_post_once_unique" ON "content_reports" USING btree ("post_id","reporter_id") WHERE "content_reports"."subject" = 'post';--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_profile_once_unique" ON "content_reports" USING btree ("target_user_id","reporter_id") WHERE "content_reports"."subject" = 'profile';--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_post_created_idx" ON "favorites" USING btree ("post_id","created_at");--> statement-breakpoint
-- Favorites saved before the count existed.
UPDATE "posts" SET "favorite_count" = counted.n FROM (SELECT "post_id", count(*)::int AS n FROM "favorites" GROUP BY "post_id") AS counted WHERE counted."post_id" = "posts"."id";--> statement-breakpoint
-- Ratings given before the totals existed, counting only members who still hold a membership.
UPDATE "creator_profiles" SET "rating_sum" = rated.stars, "rating_count" = rated.n
FROM (
  SELECT r."creator_id", sum(r."stars")::int AS stars, count(*)::int AS n
  FROM "creator_ratings" r
  JOIN "memberships" m ON m."follower_id" = r."follower_id" AND m."creator_id" = r."creator_id"
  WHERE m."status" IN ('active', 'past_due') AND (m."current_period_end" IS NULL OR m."current_period_end" > now())
  GROUP BY r."creator_id"
) AS rated
WHERE rated."creator_id" = "creator_profiles"."user_id";
