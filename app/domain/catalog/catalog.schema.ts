import { z } from "zod";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in catalog.constants.ts.
export * from "./catalog.constants";

/** The enrol form: only where to come back to; the course is in the URL, the user in the session. */
export const enrolFormSchema = z.object({
  redirectTo: z.string().max(2000).optional(),
});
