CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."tier" AS ENUM('rookie', 'pro', 'all_star');--> statement-breakpoint
CREATE TABLE "creator_ratings" (
	"follower_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_ratings_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id"),
	CONSTRAINT "creator_ratings_stars" CHECK ("creator_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"tier" "tier" NOT NULL,
	"status" "membership_status" DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_not_self" CHECK ("memberships"."follower_id" <> "memberships"."creator_id")
);
--> statement-breakpoint
DROP INDEX "creator_profiles_complete_created_idx";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "subscriber_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_ratings" ADD CONSTRAINT "creator_ratings_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_ratings" ADD CONSTRAINT "creator_ratings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_ratings_creator_idx" ON "creator_ratings" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_follower_creator_unique" ON "memberships" USING btree ("follower_id","creator_id");--> statement-breakpoint
CREATE INDEX "memberships_creator_status_idx" ON "memberships" USING btree ("creator_id","status","created_at");--> statement-breakpoint
CREATE INDEX "memberships_follower_status_idx" ON "memberships" USING btree ("follower_id","status","created_at");--> statement-breakpoint
CREATE INDEX "creator_profiles_listed_idx" ON "creator_profiles" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "creator_profiles"."is_complete";--> statement-breakpoint
CREATE INDEX "creator_profiles_search_idx" ON "creator_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_profiles_categories_idx" ON "creator_profiles" USING gin ("categories");