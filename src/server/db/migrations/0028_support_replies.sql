DROP INDEX "support_answers_author_idx";--> statement-breakpoint
ALTER TABLE "support_answers" ADD COLUMN "written_by" text DEFAULT 'team' NOT NULL;--> statement-breakpoint
CREATE INDEX "support_answers_author_idx" ON "support_answers" USING btree ("author_id","created_at");--> statement-breakpoint
ALTER TABLE "support_answers" ADD CONSTRAINT "support_answers_written_by" CHECK ("support_answers"."written_by" in ('team', 'requester'));