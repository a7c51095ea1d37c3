CREATE TABLE "video_upload_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cover_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "generated_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_upload_attempts" ADD CONSTRAINT "video_upload_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_upload_attempts_user_idx" ON "video_upload_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_upload_attempts_created_idx" ON "video_upload_attempts" USING btree ("created_at");