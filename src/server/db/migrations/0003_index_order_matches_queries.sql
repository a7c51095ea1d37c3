DROP INDEX "creator_profiles_listed_idx";--> statement-breakpoint
DROP INDEX "posts_creator_created_idx";--> statement-breakpoint
DROP INDEX "posts_published_idx";--> statement-breakpoint
DROP INDEX "routines_creator_date_idx";--> statement-breakpoint
CREATE INDEX "creator_profiles_listed_idx" ON "creator_profiles" USING btree ("created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE "creator_profiles"."is_complete";--> statement-breakpoint
CREATE INDEX "posts_creator_created_idx" ON "posts" USING btree ("creator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("creator_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."status" = 'published' and "posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "routines_creator_date_idx" ON "routines" USING btree ("creator_id","routine_date" DESC NULLS FIRST);