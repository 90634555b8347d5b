CREATE TABLE "video_renditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"duration_seconds" integer,
	"data_saver_url" text,
	"data_saver_bytes" integer,
	"standard_url" text,
	"standard_bytes" integer,
	"audio_url" text,
	"audio_bytes" integer,
	"poster_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_renditions_source_url_unique" UNIQUE("source_url"),
	CONSTRAINT "video_renditions_status_check" CHECK ("video_renditions"."status" in ('pending', 'processing', 'ready', 'failed')),
	CONSTRAINT "video_renditions_attempts_check" CHECK ("video_renditions"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "video_quality" text DEFAULT 'data-saver' NOT NULL;--> statement-breakpoint
CREATE INDEX "video_renditions_due_idx" ON "video_renditions" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "video_renditions_data_saver_idx" ON "video_renditions" USING btree ("data_saver_url");--> statement-breakpoint
CREATE INDEX "video_renditions_standard_idx" ON "video_renditions" USING btree ("standard_url");--> statement-breakpoint
CREATE INDEX "video_renditions_audio_idx" ON "video_renditions" USING btree ("audio_url");--> statement-breakpoint
CREATE INDEX "video_renditions_poster_idx" ON "video_renditions" USING btree ("poster_url");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_video_quality_check" CHECK ("user"."video_quality" in ('data-saver', 'standard', 'audio'));