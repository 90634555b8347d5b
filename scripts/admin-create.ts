// npm run admin:create -- --email admin@example.ng --password '...' [--name "Ada Obi"]
// Creates an active, verified admin, or promotes the existing account with that e-mail.
// Falls back to ADMIN_EMAIL / ADMIN_PASSWORD from the environment.
import { parseArgs } from "node:util";
import pino from "pino";
import { z } from "zod";
import { createServices } from "~/bootstrap.server";
import { ensureAdmin } from "~/domain/auth/admin-account.server";
import { PASSWORD_MIN } from "~/domain/auth/auth.schema";
import { describeDatabase, runWithDatabase, ScriptError } from "./lib/database";

const USAGE =
  "Usage: npm run admin:create -- --email <e-mail> --password <password> [--name <full name>]\n" +
  "       (or set ADMIN_EMAIL and ADMIN_PASSWORD)";

const inputSchema = z.object({
  email: z
    .string({ error: "Missing e-mail: pass --email or set ADMIN_EMAIL." })
    .trim()
    .pipe(z.email({ error: "Invalid e-mail address." })),
  password: z
    .string({ error: "Missing password: pass --password or set ADMIN_PASSWORD." })
    .min(PASSWORD_MIN, { error: `The password must be at least ${PASSWORD_MIN} characters.` }),
  name: z
    .string()
    .trim()
    .min(1, { error: "The name cannot be empty." })
    .max(100, { error: "The name must be at most 100 characters." })
    .optional(),
});

function readInput() {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ScriptError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const result = inputSchema.safeParse({
    email: values.email ?? (process.env.ADMIN_EMAIL || undefined),
    password: values.password ?? (process.env.ADMIN_PASSWORD || undefined),
    name: values.name,
  });
  if (!result.success) {
    throw new ScriptError(`${result.error.issues.map((i) => i.message).join("\n")}\n${USAGE}`);
  }
  return result.data;
}

// Arguments are checked before the database is opened, so a typo costs nothing.
let input: z.output<typeof inputSchema>;
try {
  input = readInput();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await runWithDatabase(async ({ env, database }) => {
  await database.migrate();
  const services = await createServices(env, { database, logger: pino({ level: "warn" }) });
  const { created } = await ensureAdmin(services, input);
  const email = input.email.toLowerCase();
  console.log(
    created
      ? `Created admin account ${email} in the ${describeDatabase(env)}.`
      : `Promoted ${email} to admin (active, verified) in the ${describeDatabase(env)}; its password was kept if it already had one.`,
  );
});
