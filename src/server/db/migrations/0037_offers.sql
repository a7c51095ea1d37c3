CREATE TYPE "public"."offer_purpose" AS ENUM('code', 'retention');--> statement-breakpoint
CREATE TABLE "offer_coupons" (
	"offer_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"product_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_coupons_offer_id_provider_product_id_pk" PRIMARY KEY("offer_id","provider","product_id")
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"subscription_id" text NOT NULL,
	"follower_id" text,
	"creator_id" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"purpose" "offer_purpose" NOT NULL,
	"code" text,
	"tier" "tier" NOT NULL,
	"percent_off" smallint,
	"amount_off_cents" integer,
	"months" smallint,
	"ends_at" timestamp with time zone,
	"redemption_limit" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_one_discount" CHECK (("offers"."percent_off" between 1 and 90 and "offers"."amount_off_cents" is null)
        or ("offers"."amount_off_cents" >= 100 and "offers"."percent_off" is null)),
	CONSTRAINT "offers_months" CHECK ("offers"."months" between 1 and 12),
	CONSTRAINT "offers_amount_has_months" CHECK ("offers"."amount_off_cents" is null or "offers"."months" is not null),
	CONSTRAINT "offers_code_for_promo" CHECK (("offers"."purpose" = 'code') = ("offers"."code" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"product_id" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"duration_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_coupons_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "discount_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "discount_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_coupons" ADD CONSTRAINT "offer_coupons_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_coupons_coupon_unique" ON "offer_coupons" USING btree ("provider","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_once" ON "offer_redemptions" USING btree ("provider","subscription_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_follower_idx" ON "offer_redemptions" USING btree ("offer_id","follower_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_creator_idx" ON "offer_redemptions" USING btree ("creator_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "offer_redemptions_time_idx" ON "offer_redemptions" USING btree ("redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_running_code_unique" ON "offers" USING btree ("creator_id","code") WHERE "offers"."code" is not null and "offers"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_retention" ON "offers" USING btree ("creator_id","tier") WHERE "offers"."purpose" = 'retention' and "offers"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "offers_creator_idx" ON "offers" USING btree ("creator_id","created_at");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_offer_idx" ON "checkout_sessions" USING btree ("offer_id") WHERE "checkout_sessions"."status" = 'open' and "checkout_sessions"."offer_id" is not null;