import { Avatar } from "~/components/site/avatar";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { HeartIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import type { SuccessStory } from "~/domain/site/stories";
import { adminStories } from "~/i18n/messages/admin-stories";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { AdminItemList, AdminListEmpty, RowToggle } from "./admin-list";
import { ConfirmDelete } from "./content-confirm-delete";

/** A story as the admin list shows it: the public fields, plus what only staff see. */
export type StoryRow = SuccessStory & { isFeatured: boolean; createdAt: string };

function StoryItem({ story, action }: { story: StoryRow; action: string }) {
  const t = useT(adminStories);
  const locale = useLocale();
  const headingId = `story-${story.id}`;
  const editTo = `/admin-dashboard/stories/${story.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
      >
        <div className="flex items-start gap-3">
          <Avatar name={story.name} image={story.avatarUrl} size={48} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="text-lg font-bold break-words text-ink">
                <Link to={editTo} className="hover:text-brand-800 hover:underline">
                  {story.name}
                </Link>
              </h2>
              <Badge variant={story.isFeatured ? "accent" : "neutral"}>
                {story.isFeatured ? t.list.featured : t.list.notFeatured}
              </Badge>
            </div>
            <p className="text-sm text-ink-muted">
              {story.role}
              {story.location ? `, ${story.location}` : ""}
              {t.list.added({ date: formatDate(story.createdAt, locale) })}
            </p>
            <StarRating rating={story.rating} className="mt-1" />
          </div>
        </div>
        <blockquote className="mt-3 line-clamp-3 text-ink">“{story.content}”</blockquote>
        <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-border pt-4">
          <ButtonLink
            to={editTo}
            variant="outline"
            size="sm"
            aria-label={t.list.editLabel({ name: story.name })}
          >
            {t.list.edit}
          </ButtonLink>
          <RowToggle
            action={action}
            id={story.id}
            on={story.isFeatured}
            verbs={[t.list.feature, t.list.unfeature]}
            object={t.list.toggleObject({ name: story.name })}
          />
          <ConfirmDelete
            action={action}
            id={story.id}
            label={t.list.deleteLabel({ name: story.name })}
            question={t.list.deleteQuestion}
            consequence={t.list.deleteConsequence({ name: story.name })}
            deleteText={t.confirm.delete}
            confirmText={t.confirm.yes}
            className="sm:ml-auto"
          />
        </div>
      </article>
    </li>
  );
}

export function StoryList({
  stories,
  action,
  olderPage = false,
}: {
  stories: StoryRow[];
  action: string;
  /** A page past the newest (keyset): empty there means nothing older. */
  olderPage?: boolean;
}) {
  const t = useT(adminStories);
  return (
    <AdminItemList
      items={stories}
      label={t.title}
      className="grid gap-3 lg:grid-cols-2"
      empty={
        <AdminListEmpty
          Icon={HeartIcon}
          title={olderPage ? t.list.noOlder : t.list.none}
          add={{ to: "/admin-dashboard/stories/new", label: t.addTitle }}
        >
          {t.list.emptyText}
        </AdminListEmpty>
      }
    >
      {(story) => <StoryItem key={story.id} story={story} action={action} />}
    </AdminItemList>
  );
}
