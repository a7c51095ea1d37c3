CREATE TABLE "image_upload_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unfinished_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" "upload_kind" NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_upload_attempts" ADD CONSTRAINT "image_upload_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_uploads" ADD CONSTRAINT "unfinished_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_upload_attempts_user_idx" ON "image_upload_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "image_upload_attempts_created_idx" ON "image_upload_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unfinished_uploads_owner_idx" ON "unfinished_uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "unfinished_uploads_created_idx" ON "unfinished_uploads" USING btree ("created_at");