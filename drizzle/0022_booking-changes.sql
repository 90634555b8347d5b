ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_status_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "consultation_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "consultation_sequence" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_consultation_idx" ON "outbox_messages" USING btree ("consultation_id") WHERE "outbox_messages"."consultation_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'));