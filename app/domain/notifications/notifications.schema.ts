import { z } from "zod";
import { MESSAGE_CHANNELS } from "~/domain/messaging/channels";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in notifications.constants.ts.
export * from "./notifications.constants";

/**
 * Every form of the notifications page posts here, told apart by `intent` (the button pressed).
 * Shared by the page and its action; checkboxes post "on" when ticked and nothing when not, so a
 * missing box is false.
 */
export const notificationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.uuid() }),
  z.object({ intent: z.literal("open"), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("read-all") }),
  z.object({
    intent: z.literal("channels"),
    channels: z.array(z.enum(MESSAGE_CHANNELS)).max(3).default([]),
  }),
  z.object({
    intent: z.literal("preferences"),
    courseUpdates: z.boolean().default(false),
    progressAlerts: z.boolean().default(false),
    certificateReady: z.boolean().default(false),
    systemNotifications: z.boolean().default(false),
  }),
]);
export type NotificationAction = z.infer<typeof notificationActionSchema>;
