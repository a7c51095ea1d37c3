CREATE TYPE "public"."ledger_source" AS ENUM('membership', 'tip');--> statement-breakpoint
CREATE TYPE "public"."tip_place" AS ENUM('post', 'profile', 'message');--> statement-breakpoint
CREATE TYPE "public"."tip_status" AS ENUM('pending', 'paid', 'expired');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'tip_received';--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"destination_account_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_checkoutSessionId_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"session_id" text NOT NULL,
	"payment_id" text,
	"follower_id" text,
	"creator_id" text,
	"place" "tip_place" NOT NULL,
	"post_id" uuid,
	"amount_cents" integer NOT NULL,
	"note" text,
	"status" "tip_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tips_amount" CHECK ("tips"."amount_cents" between 100 and 50000),
	CONSTRAINT "tips_paid_at" CHECK (("tips"."status" = 'paid') = ("tips"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "price_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "creator_share_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "source" "ledger_source" DEFAULT 'membership' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "mode" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "platform_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tips_session_unique" ON "tips" USING btree ("provider","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_payment_unique" ON "tips" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "tips_creator_paid_idx" ON "tips" USING btree ("creator_id","paid_at","id") WHERE "tips"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "ledger_entries_creator_one_off_idx" ON "ledger_entries" USING btree ("creator_id","occurred_at") WHERE "ledger_entries"."source" <> 'membership';