import { parseWithZod } from "@conform-to/zod/v4";
import { config } from "zod/v4/core";

// Fetched by useLazyForm after a signed-in page comes alive. Zod would probe for eval() (to
// compile fast object checks) on its first parse; our CSP forbids eval, so in the browser the
// probe only logs a violation. Validation works the same without it.
config({ jitless: true });

export { parseWithZod };
