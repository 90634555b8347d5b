import type { AuditActor } from "~/domain/admin/audit.server";
import type { ContentFormInput } from "~/domain/admin/content.schema";
import { createContent } from "~/domain/admin/content.server";
import type { Services } from "~/services.server";

/** A journey item made as the admin form makes one: a draft article without media unless told. */
export async function createTestContent(
  services: Services,
  actor: AuditActor,
  values: Partial<ContentFormInput> & { title: string },
) {
  const outcome = await createContent(services, actor, {
    description: "Seeded.",
    type: "article",
    author: "Admin",
    content: "",
    published: false,
    removeImage: false,
    removeThumbnail: false,
    removeVideo: false,
    ...values,
  });
  if (outcome.status !== "saved") throw new Error(outcome.status);
  return outcome;
}
