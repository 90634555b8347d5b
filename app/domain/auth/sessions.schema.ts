import { z } from "zod";

export const endSessionSchema = z.object({
  intent: z.literal("end-session"),
  sessionId: z.string().min(1).max(100),
});

export const endOtherSessionsSchema = z.object({ intent: z.literal("end-other-sessions") });
