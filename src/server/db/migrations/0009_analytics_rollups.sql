CREATE TYPE "public"."membership_event_kind" AS ENUM('joined', 'tier_changed', 'ended');--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_rollup_state_single" CHECK ("analytics_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "creator_daily_stats" (
	"creator_id" text NOT NULL,
	"day" date NOT NULL,
	"rookie_delta" integer DEFAULT 0 NOT NULL,
	"pro_delta" integer DEFAULT 0 NOT NULL,
	"all_star_delta" integer DEFAULT 0 NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"joined_from_profile" integer DEFAULT 0 NOT NULL,
	"joined_from_explore" integer DEFAULT 0 NOT NULL,
	"joined_from_home" integer DEFAULT 0 NOT NULL,
	"joined_from_other" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"platform_fee_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "creator_daily_stats_creator_id_day_pk" PRIMARY KEY("creator_id","day")
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_id" text NOT NULL,
	"kind" "membership_event_kind" NOT NULL,
	"tier" "tier" NOT NULL,
	"previous_tier" "tier",
	"source" "membership_source" NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_daily_stats" (
	"post_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_daily_stats_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "source" "membership_source" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_daily_stats" ADD CONSTRAINT "creator_daily_stats_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_daily_stats" ADD CONSTRAINT "post_daily_stats_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_daily_stats" ADD CONSTRAINT "post_daily_stats_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_daily_stats_day_idx" ON "creator_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "membership_events_creator_time_idx" ON "membership_events" USING btree ("creator_id","occurred_at");--> statement-breakpoint
CREATE INDEX "membership_events_time_idx" ON "membership_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "post_daily_stats_creator_day_idx" ON "post_daily_stats" USING btree ("creator_id","day");--> statement-breakpoint
CREATE INDEX "post_daily_stats_day_idx" ON "post_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "favorites_created_idx" ON "favorites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "post_views_post_day_idx" ON "post_views" USING btree ("post_id","day");--> statement-breakpoint
CREATE INDEX "post_views_day_idx" ON "post_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "checkout_sessions_pair_idx" ON "checkout_sessions" USING btree ("follower_id","creator_id","created_at");