import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { FileTextIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { CONTENT_TYPE_FILTERS, type ContentTypeFilter } from "~/domain/admin/content.constants";
import { JOURNEY_TYPE_LABELS, type JourneyType } from "~/domain/journey/journey.filters";
import { formatDate } from "~/lib/format";
import { AdminItemList, AdminListEmpty, PublishedBadge, RowToggle } from "./admin-list";
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
            <PublishedBadge published={item.isPublished} />
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
            <RowToggle
              action={action}
              id={item.id}
              on={item.isPublished}
              verbs={["Publish", "Unpublish"]}
              object={`“${item.title}”`}
            />
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
  olderPage = false,
}: {
  items: ContentRow[];
  action: string;
  filtered: boolean;
  /** A page past the newest (keyset): empty there means nothing older. */
  olderPage?: boolean;
}) {
  return (
    <AdminItemList
      items={items}
      label="Content"
      empty={
        <AdminListEmpty
          Icon={FileTextIcon}
          title={
            olderPage ? "No older content" : filtered ? "No content of this type" : "No content yet"
          }
          add={{ to: "/admin-dashboard/content/new", label: "Upload Content" }}
        >
          News, events, videos and research you add here appear on the Journey page once published.
        </AdminListEmpty>
      }
    >
      {(item) => <ContentItem key={item.id} item={item} action={action} />}
    </AdminItemList>
  );
}
