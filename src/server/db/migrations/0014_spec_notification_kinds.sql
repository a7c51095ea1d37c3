-- The spec's names for what members are told: a post they can open is content_published, a change
-- to today's routine daily_routine, and a creator's announcement influencer_update. Renaming the
-- values keeps every stored notification and pending fan-out, under its new name.
ALTER TYPE "public"."fanout_kind" RENAME VALUE 'new_content' TO 'content_published';--> statement-breakpoint
ALTER TYPE "public"."fanout_kind" RENAME VALUE 'routine_updated' TO 'daily_routine';--> statement-breakpoint
ALTER TYPE "public"."fanout_kind" ADD VALUE 'influencer_update';--> statement-breakpoint
ALTER TYPE "public"."notification_type" RENAME VALUE 'new_content' TO 'content_published';--> statement-breakpoint
ALTER TYPE "public"."notification_type" RENAME VALUE 'routine_updated' TO 'daily_routine';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'influencer_update';--> statement-breakpoint
CREATE INDEX "notification_fanouts_creator_kind_time_idx" ON "notification_fanouts" USING btree ("creator_id","kind","created_at");
