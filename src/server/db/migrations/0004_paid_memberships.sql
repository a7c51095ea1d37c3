CREATE TYPE "public"."billing_email_kind" AS ENUM('receipt', 'payment_failed');--> statement-breakpoint
CREATE TYPE "public"."checkout_status" AS ENUM('open', 'complete', 'expired');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('payment', 'refund', 'dispute', 'dispute_won');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('not_connected', 'pending', 'verified', 'restricted');--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"user_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "billing_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "billing_email_kind" NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"session_id" text NOT NULL,
	"follower_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"tier" "tier" NOT NULL,
	"price_id" text NOT NULL,
	"url" text,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"tier" "tier" NOT NULL,
	"amount_cents" integer NOT NULL,
	"product_id" text NOT NULL,
	"price_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"reference" text NOT NULL,
	"invoice_id" text,
	"follower_id" text,
	"creator_id" text,
	"tier" "tier",
	"gross_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"creator_net_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_split" CHECK ("ledger_entries"."platform_fee_cents" + "ledger_entries"."creator_net_cents" = "ledger_entries"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"creator_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"account_id" text NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"onboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_creator_id_provider_pk" PRIMARY KEY("creator_id","provider")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"follower_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"price_id" text NOT NULL,
	"tier" "tier" NOT NULL,
	"scheduled_tier" "tier",
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"legal_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"creator_share_percent" integer NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"card_behavior" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_payment_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_links" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text,
	"customer_id" text,
	"return_url" text NOT NULL,
	"refresh_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"scheduled_price_id" text,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"destination_account_id" text NOT NULL,
	"creator_share_percent" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "scheduled_tier" "tier";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "leaves_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_emails" ADD CONSTRAINT "billing_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_prices" ADD CONSTRAINT "creator_prices_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_customer_unique" ON "billing_customers" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_emails_reference_unique" ON "billing_emails" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "billing_emails_unsent_idx" ON "billing_emails" USING btree ("created_at") WHERE "billing_emails"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_session_unique" ON "checkout_sessions" USING btree ("provider","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open" ON "checkout_sessions" USING btree ("follower_id","creator_id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_expiry_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "creator_prices_amount_unique" ON "creator_prices" USING btree ("creator_id","provider","tier","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_prices_price_unique" ON "creator_prices" USING btree ("provider","price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_unique" ON "ledger_entries" USING btree ("provider","kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_creator_time_idx" ON "ledger_entries" USING btree ("creator_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_time_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_unique" ON "payout_accounts" USING btree ("provider","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_unique" ON "subscriptions" USING btree ("provider","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live" ON "subscriptions" USING btree ("follower_id","creator_id") WHERE "subscriptions"."status" in ('trialing', 'active', 'past_due');--> statement-breakpoint
CREATE INDEX "subscriptions_pair_idx" ON "subscriptions" USING btree ("follower_id","creator_id");--> statement-breakpoint
CREATE INDEX "subscriptions_creator_idx" ON "subscriptions" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "subscriptions_live_period_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" in ('trialing', 'active', 'past_due');--> statement-breakpoint
CREATE INDEX "sandbox_events_undelivered_idx" ON "sandbox_events" USING btree ("created_at") WHERE "sandbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_invoices_customer_idx" ON "sandbox_invoices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_invoices_retry_idx" ON "sandbox_invoices" USING btree ("next_payment_attempt_at") WHERE "sandbox_invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_customer_idx" ON "sandbox_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("current_period_end") WHERE "sandbox_subscriptions"."status" in ('active', 'past_due');