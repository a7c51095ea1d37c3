-- No backfill of emailed_at: the job only considers notifications younger than a day
-- (UNREAD_NOTIFICATION_EMAIL_MAX_AGE_HOURS), so the rows already here are not emailed in bulk, this
-- migration does not rewrite the whole table, and a type added to the list later is covered too.
ALTER TABLE "email_preferences" ADD COLUMN "replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("type","created_at") WHERE "notifications"."read_at" is null and "notifications"."emailed_at" is null;