ALTER TYPE "public"."notification_type" ADD VALUE 'checkin_submitted';--> statement-breakpoint
CREATE TABLE "checkin_forms" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"ask_weight" boolean DEFAULT true NOT NULL,
	"ask_sleep" boolean DEFAULT true NOT NULL,
	"ask_energy" boolean DEFAULT true NOT NULL,
	"ask_adherence" boolean DEFAULT true NOT NULL,
	"ask_note" boolean DEFAULT true NOT NULL,
	"ask_photos" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkin_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"week_start" date NOT NULL,
	"weight_kg" numeric(6, 2),
	"sleep_hours" numeric(3, 1),
	"energy" smallint,
	"adherence" smallint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_energy" CHECK ("checkins"."energy" between 1 and 5),
	CONSTRAINT "checkins_adherence" CHECK ("checkins"."adherence" between 0 and 100),
	CONSTRAINT "checkins_sleep" CHECK ("checkins"."sleep_hours" between 0 and 24)
);
--> statement-breakpoint
ALTER TABLE "checkin_forms" ADD CONSTRAINT "checkin_forms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_photos" ADD CONSTRAINT "checkin_photos_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_photos_checkin_idx" ON "checkin_photos" USING btree ("checkin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_week_unique" ON "checkins" USING btree ("member_id","creator_id","week_start");--> statement-breakpoint
CREATE INDEX "checkins_creator_created_idx" ON "checkins" USING btree ("creator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkins_member_creator_created_idx" ON "checkins" USING btree ("member_id","creator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);