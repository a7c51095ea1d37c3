ALTER TYPE "public"."notification_type" ADD VALUE 'support_answered';--> statement-breakpoint
CREATE TABLE "support_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority_tier" text,
	"screenshot_key" text,
	"screenshot_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "support_requests_status" CHECK ("support_requests"."status" in ('open', 'answered')),
	CONSTRAINT "support_requests_priority" CHECK ("support_requests"."priority_tier" in ('pro', 'all_star')),
	CONSTRAINT "support_requests_screenshot" CHECK (("support_requests"."screenshot_key" is null) = ("support_requests"."screenshot_type" is null))
);
--> statement-breakpoint
ALTER TABLE "support_answers" ADD CONSTRAINT "support_answers_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_answers" ADD CONSTRAINT "support_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_answers_request_idx" ON "support_answers" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_answers_author_idx" ON "support_answers" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "support_requests_requester_idx" ON "support_requests" USING btree ("requester_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_queue_idx" ON "support_requests" USING btree (("status" = 'answered'),("priority_tier" is null),"created_at","id");