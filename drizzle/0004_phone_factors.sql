CREATE TABLE "phone_factors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"friendly_name" text,
	"verified_at" timestamp with time zone,
	"pending_phone" text,
	"pending_code_hash" text,
	"pending_expires_at" timestamp with time zone,
	"pending_attempts" integer DEFAULT 0 NOT NULL,
	"pending_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_factors" ADD CONSTRAINT "phone_factors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;