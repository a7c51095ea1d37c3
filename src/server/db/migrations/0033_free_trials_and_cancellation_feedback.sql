CREATE TYPE "public"."cancellation_reason" AS ENUM('too_expensive', 'not_using', 'content_not_for_me', 'reached_goal', 'technical_problems', 'other');--> statement-breakpoint
ALTER TYPE "public"."billing_email_kind" ADD VALUE 'trial_ending';--> statement-breakpoint
CREATE TABLE "cancellation_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" text,
	"creator_id" text NOT NULL,
	"tier" "tier" NOT NULL,
	"reason" "cancellation_reason",
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sandbox_subscriptions_due_idx";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "pro_trial_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "all_star_trial_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "trial_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "trial_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_feedback" ADD CONSTRAINT "cancellation_feedback_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_feedback" ADD CONSTRAINT "cancellation_feedback_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_feedback_creator_idx" ON "cancellation_feedback" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellation_feedback_time_idx" ON "cancellation_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_creator_trial_idx" ON "subscriptions" USING btree ("creator_id","trial_started_at") WHERE "subscriptions"."trial_started_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_trial_idx" ON "subscriptions" USING btree ("trial_started_at") WHERE "subscriptions"."trial_started_at" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("current_period_end") WHERE "sandbox_subscriptions"."status" in ('trialing', 'active', 'past_due');--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_pro_trial_days" CHECK ("creator_profiles"."pro_trial_days" in (0, 3, 7, 14, 30));--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_all_star_trial_days" CHECK ("creator_profiles"."all_star_trial_days" in (0, 3, 7, 14, 30));