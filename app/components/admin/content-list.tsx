import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { FileTextIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { JOURNEY_TYPES } from "~/db/schema/enums";
import type { ContentTypeFilter } from "~/domain/admin/content.constants";
import type { JourneyType } from "~/domain/journey/journey.filters";
import { adminContent } from "~/i18n/messages/admin-content";
import { useLocale, useT } from "~/i18n/react";
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
  const t = useT(adminContent);
  const options = [
    { value: "all", label: t.filter.all },
    ...JOURNEY_TYPES.map((value) => ({ value, label: t.types[value] })),
  ];
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={t.filter.label}>
      <SelectField
        label={t.filter.type}
        name="type"
        id="content-type-filter"
        defaultValue={type}
        options={options}
        className="w-48"
      />
      <Button type="submit" variant="outline">
        {t.filter.submit}
      </Button>
    </Form>
  );
}

/** One journey item with its status and what may be done with it. */
function ContentItem({ item, action }: { item: ContentRow; action: string }) {
  const t = useT(adminContent);
  const locale = useLocale();
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
            <Badge variant="brand">{t.types[item.type]}</Badge>
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
            {t.list.byline({
              author: item.author,
              date: formatDate(item.date, locale),
              added: formatDate(item.createdAt, locale),
            })}
            {item.isPublished ? t.list.views({ count: item.views }) : ""}
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            <ButtonLink
              to={`/admin-dashboard/content/${item.id}`}
              variant="outline"
              size="sm"
              aria-label={t.list.editLabel({ title: item.title })}
            >
              {t.list.edit}
            </ButtonLink>
            <RowToggle
              action={action}
              id={item.id}
              on={item.isPublished}
              verbs={[t.list.publish, t.list.unpublish]}
              object={`“${item.title}”`}
            />
            {item.isPublished ? (
              <ButtonLink
                to={`/journey/${item.slug}`}
                variant="ghost"
                size="sm"
                aria-label={t.list.viewLabel({ title: item.title })}
              >
                {t.viewOnSite}
              </ButtonLink>
            ) : null}
            <ConfirmDelete
              action={action}
              id={item.id}
              label={t.list.deleteLabel({ title: item.title })}
              question={t.list.deleteQuestion}
              consequence={t.list.deleteConsequence({ title: item.title })}
              deleteText={t.confirm.delete}
              confirmText={t.confirm.yes}
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
  const t = useT(adminContent);
  return (
    <AdminItemList
      items={items}
      label={t.title}
      empty={
        <AdminListEmpty
          Icon={FileTextIcon}
          title={olderPage ? t.list.noOlder : filtered ? t.list.noneOfType : t.list.none}
          add={{ to: "/admin-dashboard/content/new", label: t.uploadTitle }}
        >
          {t.list.emptyText}
        </AdminListEmpty>
      }
    >
      {(item) => <ContentItem key={item.id} item={item} action={action} />}
    </AdminItemList>
  );
}
