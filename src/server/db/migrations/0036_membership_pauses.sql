CREATE TABLE "membership_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"subscription_id" text NOT NULL,
	"follower_id" text,
	"creator_id" text NOT NULL,
	"tier" "tier" NOT NULL,
	"months" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"resumes_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_pauses_months" CHECK ("membership_pauses"."months" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "pause_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "pause_resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "paused_tier" "tier";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "pause_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "pause_resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_pauses_one_open" ON "membership_pauses" USING btree ("provider","subscription_id","starts_at") WHERE "membership_pauses"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "membership_pauses_creator_idx" ON "membership_pauses" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_pauses_time_idx" ON "membership_pauses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "membership_pauses_creator_resumed_idx" ON "membership_pauses" USING btree ("creator_id","resumed_at") WHERE "membership_pauses"."resumed_at" is not null;--> statement-breakpoint
CREATE INDEX "membership_pauses_resumed_idx" ON "membership_pauses" USING btree ("resumed_at") WHERE "membership_pauses"."resumed_at" is not null;