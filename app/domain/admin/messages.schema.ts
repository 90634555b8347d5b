import { z } from "zod";

export * from "./messages.constants";

export const messageActionSchema = z.object({
  intent: z.literal("delete"),
  id: z.guid(),
});
