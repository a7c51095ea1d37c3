CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
DROP INDEX "creator_prices_amount_unique";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "pro_yearly_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "all_star_yearly_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "interval" "billing_interval";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "scheduled_interval" "billing_interval";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "interval" "billing_interval" DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_prices" ADD COLUMN "interval" "billing_interval" DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "interval" "billing_interval" DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_interval" "billing_interval";--> statement-breakpoint
ALTER TABLE "sandbox_prices" ADD COLUMN "interval" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_prices_amount_unique" ON "creator_prices" USING btree ("creator_id","provider","tier","interval","amount_cents");--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_pro_yearly_discount" CHECK ("creator_profiles"."pro_yearly_discount_percent" between 0 and 40);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_all_star_yearly_discount" CHECK ("creator_profiles"."all_star_yearly_discount_percent" between 0 and 40);--> statement-breakpoint
UPDATE "memberships" SET "interval" = 'month' WHERE "tier" <> 'rookie';
