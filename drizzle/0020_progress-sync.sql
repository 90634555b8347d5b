CREATE TABLE "progress_sync_receipts" (
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_sync_receipts_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "progress_sync_receipts" ADD CONSTRAINT "progress_sync_receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_sync_receipts" ADD CONSTRAINT "progress_sync_receipts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_sync_receipts_lesson_idx" ON "progress_sync_receipts" USING btree ("lesson_id");