ALTER TABLE "video_renditions" ADD COLUMN "poster_bytes" integer;--> statement-breakpoint
ALTER TABLE "video_renditions" ADD COLUMN "source_bytes" integer;