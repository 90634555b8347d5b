// Writes the error pages' drawings (public/images/illustrations/*.svg) from their components:
//   npm run illustrations
import { writeFileSync } from "node:fs";
import { renderErrorIllustrations } from "~/components/illustrations/error-illustration.server";

for (const { path, svg } of renderErrorIllustrations()) {
  writeFileSync(path, svg);
  console.log(`wrote ${path}`);
}
