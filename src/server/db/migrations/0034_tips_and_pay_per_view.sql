CREATE TYPE "public"."ledger_source" AS ENUM('membership', 'tip', 'post');--> statement-breakpoint
CREATE TYPE "public"."purchase_kind" AS ENUM('tip', 'post');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('pending', 'paid', 'expired', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."tip_place" AS ENUM('post', 'profile', 'message');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'tip_received';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'post_purchased';--> statement-breakpoint
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
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "purchase_kind" NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"session_id" text NOT NULL,
	"payment_id" text,
	"follower_id" text,
	"creator_id" text,
	"post_id" uuid,
	"amount_cents" integer NOT NULL,
	"place" "tip_place",
	"note" text,
	"status" "purchase_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amount" CHECK ("purchases"."amount_cents" between 100 and 50000),
	CONSTRAINT "purchases_paid_at" CHECK (("purchases"."status" in ('paid', 'refunded')) = ("purchases"."paid_at" is not null)),
	CONSTRAINT "purchases_tip_place" CHECK (("purchases"."kind" = 'tip') = ("purchases"."place" is not null))
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "price_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "creator_share_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unlock_price_cents" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "source" "ledger_source" DEFAULT 'membership' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "mode" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "platform_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_session_unique" ON "purchases" USING btree ("provider","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_unique" ON "purchases" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "purchases_creator_tips_idx" ON "purchases" USING btree ("creator_id","paid_at","id") WHERE "purchases"."kind" = 'tip' and "purchases"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "purchases_member_post_idx" ON "purchases" USING btree ("follower_id","post_id") WHERE "purchases"."kind" = 'post' and "purchases"."status" in ('paid', 'pending');--> statement-breakpoint
CREATE INDEX "ledger_entries_creator_one_off_idx" ON "ledger_entries" USING btree ("creator_id","occurred_at") WHERE "ledger_entries"."source" <> 'membership';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_unlock_price" CHECK ("posts"."unlock_price_cents" is null or ("posts"."unlock_price_cents" between 100 and 20000 and "posts"."required_tier" <> 'rookie'));