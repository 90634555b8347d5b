import { Button, usePendingForm } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { IMAGE_ACCEPT, PDF_ACCEPT } from "~/domain/admin/courses.constants";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { useT } from "~/i18n/react";
import { formatFileSize } from "~/lib/format";
import { CourseSection } from "./course-nav";
import { FileField } from "./file-field";

export type MediaErrors = Record<string, string[] | null | undefined>;

/** The course's picture: replace (the old file is removed) or remove. */
export function ThumbnailSection({
  thumbnail,
  errors,
}: {
  thumbnail: string | null;
  errors?: MediaErrors;
}) {
  const isPending = usePendingForm();
  const pending = (intent: string) => isPending({ fields: { intent } });
  const t = useT(adminCourses).media;
  return (
    <CourseSection id="thumbnail-heading" title={t.thumbnail} description={t.thumbnailIntro}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {thumbnail ? (
          <Picture
            src={thumbnail}
            sizes="192px"
            alt={t.currentThumbnail}
            width={192}
            height={128}
            className="h-32 w-48 shrink-0 rounded-md bg-surface-sunken object-cover"
          />
        ) : (
          <p className="flex h-32 w-48 shrink-0 items-center justify-center rounded-md bg-brand-50 text-sm text-ink-muted">
            {t.noThumbnail}
          </p>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <FileField
              id="thumbnail-file"
              name="file"
              label={thumbnail ? t.replaceThumbnail : t.uploadThumbnailLabel}
              hint={t.thumbnailHint}
              accept={IMAGE_ACCEPT}
              errors={errors?.file ?? undefined}
            />
            <Button type="submit" name="intent" value="thumbnail" pending={pending("thumbnail")}>
              {t.uploadThumbnail}
            </Button>
          </Form>
          {thumbnail ? (
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="thumbnail-remove"
                variant="ghost"
                size="sm"
                className="-ml-3"
                pending={pending("thumbnail-remove")}
              >
                {t.removeThumbnail}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </CourseSection>
  );
}

export type ResourceItem = { id: string; title: string; url: string; sizeBytes: number | null };

/** Downloadable PDFs of the course: add (title + file) and delete. */
export function ResourcesSection({
  resources,
  errors,
}: {
  resources: ResourceItem[];
  errors?: MediaErrors;
}) {
  const isPending = usePendingForm();
  const pending = (intent: string) => isPending({ fields: { intent } });
  const t = useT(adminCourses).media;
  return (
    <CourseSection id="resources-heading" title={t.resources} description={t.resourcesIntro}>
      {resources.length === 0 ? (
        <p className="text-sm text-ink-muted">{t.noResources}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {resources.map((resource) => (
            <li key={resource.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="min-w-0 break-words">
                <a href={resource.url} className="font-semibold text-brand-700 underline">
                  {resource.title}
                </a>{" "}
                <span className="text-sm text-ink-muted">
                  {resource.sizeBytes
                    ? t.pdfSize({ size: formatFileSize(resource.sizeBytes) ?? "" })
                    : t.pdf}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="resourceId" value={resource.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="resource-delete"
                  variant="ghost"
                  size="sm"
                  className="text-danger hover:bg-danger-bg"
                  aria-label={t.deleteLabel({ title: resource.title })}
                >
                  {t.delete}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <h3 className="font-semibold">{t.addResourceTitle}</h3>
        <Field label={t.resourceTitle} name="title" id="resource-title" error={errors?.title} />
        <FileField
          id="resource-file"
          name="file"
          label={t.pdfFile}
          hint={t.pdfHint}
          accept={PDF_ACCEPT}
          errors={errors?.file ?? undefined}
        />
        <Button type="submit" name="intent" value="resource-add" pending={pending("resource-add")}>
          {t.addResource}
        </Button>
      </Form>
    </CourseSection>
  );
}
