CREATE TABLE "message_opt_outs" (
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_opt_outs_phone_channel_pk" PRIMARY KEY("phone","channel")
);
--> statement-breakpoint
CREATE TABLE "messaging_events" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_channel_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fallback" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fallback_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "channels" text[] DEFAULT '{email}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_id_uq" ON "outbox_messages" USING btree ("channel","provider_message_id") WHERE "outbox_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_overdue_idx" ON "outbox_messages" USING btree ("deliver_by") WHERE "outbox_messages"."fallback_queued_at" is null and "outbox_messages"."deliver_by" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_delivery_status_check" CHECK ("outbox_messages"."delivery_status" is null or "outbox_messages"."delivery_status" in ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'sms', 'whatsapp'));