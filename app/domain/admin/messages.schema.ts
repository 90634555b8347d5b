import { z } from "zod";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in messages.constants.ts.
export * from "./messages.constants";

export const messageActionSchema = z.object({
  intent: z.literal("delete"),
  id: z.guid(),
});
