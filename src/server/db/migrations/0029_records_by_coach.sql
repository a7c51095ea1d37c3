ALTER TABLE "personal_records" ADD COLUMN "creator_id" text;--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_records_creator_idx" ON "personal_records" USING btree ("creator_id");--> statement-breakpoint
-- Records entered before: the creator of the session their set was logged in.
UPDATE "personal_records" r SET "creator_id" = s."creator_id"
FROM "set_logs" l JOIN "workout_sessions" s ON s."id" = l."session_id"
WHERE l."id" = r."set_id";
