CREATE TABLE "consultant_days_off" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "consultant_days_off_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "consultant_hours" (
	"user_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"from_hour" integer NOT NULL,
	"to_hour" integer NOT NULL,
	CONSTRAINT "consultant_hours_user_id_weekday_pk" PRIMARY KEY("user_id","weekday"),
	CONSTRAINT "consultant_hours_weekday_check" CHECK ("consultant_hours"."weekday" between 0 and 6),
	CONSTRAINT "consultant_hours_range_check" CHECK ("consultant_hours"."from_hour" between 0 and 23 and "consultant_hours"."to_hour" between 1 and 24 and "consultant_hours"."from_hour" < "consultant_hours"."to_hour")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "is_consultant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consultant_id" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultant_days_off" ADD CONSTRAINT "consultant_days_off_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_hours" ADD CONSTRAINT "consultant_hours_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_consultant_id_user_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_consultant_slot_uq" ON "consultations" USING btree ("consultant_id","starts_at") WHERE "consultations"."status" in ('pending', 'confirmed') and "consultations"."consultant_id" is not null and "consultations"."starts_at" is not null;--> statement-breakpoint
CREATE INDEX "consultations_starts_idx" ON "consultations" USING btree ("starts_at");