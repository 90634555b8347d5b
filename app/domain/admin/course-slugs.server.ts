import { eq, like, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema";
import { toSlug } from "~/lib/slug";

// A course's address on the academy (/academy/<slug>): made from its title once, at creation, and
// never changed afterwards, so links keep working.

/** "Cassava: From Farm to Fufu!" → "cassava-from-farm-to-fufu". */
export function slugify(title: string): string {
  return toSlug(title, "course");
}

/** A slug no course has yet: the title's, or the title's with -2, -3… */
export async function uniqueCourseSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await db
        .select({ slug: courses.slug })
        .from(courses)
        .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
