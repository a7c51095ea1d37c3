ALTER TYPE "public"."notification_type" ADD VALUE 'checkin_comment';--> statement-breakpoint
ALTER TABLE "coaching_comments" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coaching_comments" ADD COLUMN "checkin_id" uuid;--> statement-breakpoint
ALTER TABLE "coaching_comments" ADD CONSTRAINT "coaching_comments_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_comments_checkin_idx" ON "coaching_comments" USING btree ("checkin_id","created_at");--> statement-breakpoint
ALTER TABLE "coaching_comments" ADD CONSTRAINT "coaching_comments_one_item" CHECK (num_nonnulls("coaching_comments"."session_id", "coaching_comments"."checkin_id") = 1);