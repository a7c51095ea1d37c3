CREATE TABLE "weekly_tips_sends" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_tips_sends_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "weekly_tips" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_tips_sends" ADD CONSTRAINT "weekly_tips_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_tips_sends_week_idx" ON "weekly_tips_sends" USING btree ("week_start");