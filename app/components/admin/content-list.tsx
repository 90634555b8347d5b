import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { FileTextIcon } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { CONTENT_TYPE_FILTERS, type ContentTypeFilter } from "~/domain/admin/content.constants";
import { JOURNEY_TYPE_LABELS, type JourneyType } from "~/domain/journey/journey.filters";
import { formatDate } from "~/lib/format";
import { ConfirmDelete } from "./content-confirm-delete";

export type ContentRow = {
  id: string;
  slug: string;
  type: JourneyType;
  title: string;
  author: string;
  isPublished: boolean;
  date: string;
  createdAt: string;
  views: number;
  thumbnail: string | null;
};

/** The type filter as a plain GET form, so it works (and can be bookmarked) without JavaScript. */
export function ContentTypeFilterForm({ type }: { type: ContentTypeFilter }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter content">
      <SelectField
        label="Type"
        name="type"
        id="content-type-filter"
        defaultValue={type}
        options={CONTENT_TYPE_FILTERS}
        className="w-48"
      />
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}

/** One journey item with its status and what may be done with it. */
function ContentItem({ item, action }: { item: ContentRow; action: string }) {
  const navigation = useNavigation();
  const toggling =
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === item.id &&
    navigation.formData?.get("intent") !== "delete";
  const headingId = `content-${item.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:p-5"
      >
        {item.thumbnail ? (
          <Picture
            src={item.thumbnail}
            sizes="128px"
            alt=""
            width={128}
            height={72}
            loading="lazy"
            // Hidden on phones: a full-width picture per row would make the list endless there.
            className="hidden aspect-video w-32 shrink-0 rounded-lg bg-surface-sunken object-cover sm:block"
          />
        ) : (
          <span className="hidden aspect-video w-32 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
            <FileTextIcon className="size-7" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={item.isPublished ? "success" : "neutral"}>
              {item.isPublished ? "Published" : "Draft"}
            </Badge>
            <Badge variant="brand">{JOURNEY_TYPE_LABELS[item.type]}</Badge>
          </div>
          <h2 id={headingId} className="mt-2 text-lg font-bold break-words text-ink">
            <Link
              to={`/admin-dashboard/content/${item.id}`}
              className="hover:text-brand-800 hover:underline focus-visible:focus-ring"
            >
              {item.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            By {item.author} · dated {formatDate(item.date)} · added {formatDate(item.createdAt)}
            {item.isPublished ? ` · ${item.views.toLocaleString("en-NG")} views` : ""}
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            <ButtonLink
              to={`/admin-dashboard/content/${item.id}`}
              variant="outline"
              size="sm"
              aria-label={`Edit “${item.title}”`}
            >
              Edit
            </ButtonLink>
            <Form method="post" action={action}>
              <input
                type="hidden"
                name="intent"
                value={item.isPublished ? "unpublish" : "publish"}
              />
              <input type="hidden" name="id" value={item.id} />
              <Button
                size="sm"
                variant={item.isPublished ? "outline" : "primary"}
                pending={toggling}
                aria-label={`${item.isPublished ? "Unpublish" : "Publish"} “${item.title}”`}
              >
                {item.isPublished ? "Unpublish" : "Publish"}
              </Button>
            </Form>
            {item.isPublished ? (
              <ButtonLink
                to={`/journey/${item.slug}`}
                variant="ghost"
                size="sm"
                aria-label={`View “${item.title}” on the site`}
              >
                View on site
              </ButtonLink>
            ) : null}
            <ConfirmDelete
              action={action}
              id={item.id}
              label={`Delete “${item.title}”`}
              question="Delete this content?"
              consequence={`“${item.title}” and its uploaded files are removed for good. This cannot be undone.`}
              className="sm:ml-auto"
            />
          </div>
        </div>
      </article>
    </li>
  );
}

export function ContentList({
  items,
  action,
  filtered,
}: {
  items: ContentRow[];
  action: string;
  filtered: boolean;
}) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong bg-surface px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <FileTextIcon className="size-7" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-ink">
          {filtered ? "No content of this type" : "No content yet"}
        </h2>
        <p className="mt-1 max-w-md text-ink-muted">
          News, events, videos and research you add here appear on the Journey page once published.
        </p>
        <ButtonLink to="/admin-dashboard/content/new" className="mt-5">
          Upload Content
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Content">
      {items.map((item) => (
        <ContentItem key={item.id} item={item} action={action} />
      ))}
    </ul>
  );
}
