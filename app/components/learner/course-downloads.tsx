import { type GuideLink, resourceMeta } from "~/components/catalog/learning-resources";
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from "~/components/ui/icons";
import { learnerCourses } from "~/i18n/messages/learner-courses";
import { useT } from "~/i18n/react";

export type DownloadableResource = Omit<GuideLink, "course" | "locked">;

/**
 * A course's resources on the learner's course card: files we serve download at once (with their
 * type and size shown first, for learners on metered data); links open in a new tab.
 */
export function CourseDownloads({
  resources,
  courseTitle,
}: {
  resources: readonly DownloadableResource[];
  courseTitle: string;
}) {
  const t = useT(learnerCourses);
  if (resources.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-bold tracking-wider text-ink-muted uppercase">{t.downloads}</p>
      <ul className="mt-1.5 grid gap-1" aria-label={t.downloadsFor({ course: courseTitle })}>
        {resources.map((resource) => {
          const external = resource.kind === "link";
          return (
            <li key={resource.id}>
              <a
                href={resource.url}
                {...(external
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : { download: "", type: resource.mimeType ?? undefined })}
                className="group flex items-center gap-3 rounded-md px-2 py-1.5 -mx-2 hover:bg-surface-muted focus-visible:focus-ring"
              >
                <FileTextIcon className="size-5 shrink-0 text-accent-700" />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="font-semibold text-ink group-hover:text-brand-800 group-hover:underline">
                    {resource.title}
                  </span>{" "}
                  <span className="text-ink-muted">
                    ({resourceMeta(resource)})
                    {external ? <span className="sr-only"> {t.newTab}</span> : null}
                  </span>
                </span>
                {external ? (
                  <ExternalLinkIcon className="size-4 shrink-0 text-ink-muted" />
                ) : (
                  <DownloadIcon className="size-4 shrink-0 text-ink-muted" />
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
