import { z } from "zod";
import { ACCOUNT_STATUSES, ROLES } from "~/db/schema/enums";
import { registerSchema } from "~/domain/auth/auth.schema";
import { CONSULTANT_NAME_MESSAGE, isDefaultAdminName } from "./users.constants";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in users.constants.ts.
export * from "./users.constants";

export const userUpdateSchema = z
  .object({
    // The registration form's name rule, so an account never fails its own.
    fullName: registerSchema.shape.fullName,
    role: z.enum(ROLES, { error: "Please choose a role." }),
    status: z.enum(ACCOUNT_STATUSES, { error: "Please choose a status." }),
    /** Takes consultations: the booking form offers their free hours (staff roles only). */
    isConsultant: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.isConsultant && isDefaultAdminName(value.fullName)) {
      ctx.addIssue({ code: "custom", path: ["fullName"], message: CONSULTANT_NAME_MESSAGE });
    }
  });

export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
