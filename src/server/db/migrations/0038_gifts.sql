CREATE TYPE "public"."gift_status" AS ENUM('pending', 'paid', 'redeemed', 'refunded', 'expired');--> statement-breakpoint
ALTER TYPE "public"."ledger_source" ADD VALUE 'gift';--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"session_id" text NOT NULL,
	"payment_id" text,
	"buyer_id" text,
	"creator_id" text,
	"tier" "tier" NOT NULL,
	"months" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"language" text NOT NULL,
	"status" "gift_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"grant_starts_at" timestamp with time zone,
	"grant_ends_at" timestamp with time zone,
	"subscription_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_months" CHECK ("gifts"."months" in (1, 3, 6, 12)),
	CONSTRAINT "gifts_amount" CHECK ("gifts"."amount_cents" > 0),
	CONSTRAINT "gifts_tier" CHECK ("gifts"."tier" <> 'rookie'),
	CONSTRAINT "gifts_paid_at" CHECK (("gifts"."status" in ('paid', 'redeemed', 'refunded')) = ("gifts"."paid_at" is not null)),
	CONSTRAINT "gifts_redeemed" CHECK (("gifts"."status" = 'redeemed') = ("gifts"."redeemed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "gift_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gifted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_session_unique" ON "gifts" USING btree ("provider","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_payment_unique" ON "gifts" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "gifts_buyer_idx" ON "gifts" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_redeemer_idx" ON "gifts" USING btree ("redeemed_by","creator_id","grant_ends_at") WHERE "gifts"."status" = 'redeemed';--> statement-breakpoint
CREATE INDEX "gifts_unsent_idx" ON "gifts" USING btree ("paid_at") WHERE "gifts"."status" = 'paid' and "gifts"."email_sent_at" is null;--> statement-breakpoint
CREATE INDEX "gifts_creator_redeemed_idx" ON "gifts" USING btree ("creator_id","redeemed_at") WHERE "gifts"."redeemed_at" is not null;