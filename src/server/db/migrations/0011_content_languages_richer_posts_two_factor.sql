CREATE TYPE "public"."measurement_units" AS ENUM('metric', 'imperial');--> statement-breakpoint
ALTER TYPE "public"."post_status" ADD VALUE 'scheduled' BEFORE 'published';--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_images" (
	"post_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	CONSTRAINT "post_images_post_id_position_pk" PRIMARY KEY("post_id","position"),
	CONSTRAINT "post_images_position" CHECK ("post_images"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"source_hash" text NOT NULL,
	"target_language" text NOT NULL,
	"translated_text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_source_hash_target_language_pk" PRIMARY KEY("source_hash","target_language")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auto_translate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "measurement_units" "measurement_units";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "weekly_split" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "nutrition" jsonb DEFAULT '{"principles":[],"macros":{"calories":null,"proteinGrams":null,"carbsGrams":null,"fatGrams":null}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_ratings" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_ratings" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "opens_to_pro_after_days" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "opens_to_everyone_after_days" smallint;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "routine_id" uuid;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "content_translations_created_idx" ON "content_translations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creator_ratings_featured_idx" ON "creator_ratings" USING btree ("creator_id","featured_at") WHERE "creator_ratings"."featured_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("scheduled_for") WHERE "posts"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "uploads_routine_idx" ON "uploads" USING btree ("routine_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'es', 'fr', 'pt-BR'));--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_content_language" CHECK ("creator_profiles"."content_language" in ('en', 'es', 'fr', 'pt-BR'));--> statement-breakpoint
-- Every image post's one image becomes the first of its gallery.
INSERT INTO "post_images" ("post_id", "position", "storage_key", "mime_type", "size_bytes")
SELECT "id", 0, "media_key", coalesce("media_mime_type", 'image/jpeg'), coalesce("media_size_bytes", 0)
FROM "posts" WHERE "type" = 'image' AND "media_key" IS NOT NULL;
