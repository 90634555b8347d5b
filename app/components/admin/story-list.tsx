import { Avatar } from "~/components/site/avatar";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { HeartIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import type { SuccessStory } from "~/domain/site/stories";
import { formatDate } from "~/lib/format";
import { AdminItemList, AdminListEmpty, RowToggle } from "./admin-list";
import { ConfirmDelete } from "./content-confirm-delete";

/** A story as the admin list shows it: the public fields, plus what only staff see. */
export type StoryRow = SuccessStory & { isFeatured: boolean; createdAt: string };

function StoryItem({ story, action }: { story: StoryRow; action: string }) {
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
                {story.isFeatured ? "Featured" : "Not featured"}
              </Badge>
            </div>
            <p className="text-sm text-ink-muted">
              {story.role}
              {story.location ? `, ${story.location}` : ""} · added {formatDate(story.createdAt)}
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
            aria-label={`Edit story of ${story.name}`}
          >
            Edit
          </ButtonLink>
          <RowToggle
            action={action}
            id={story.id}
            on={story.isFeatured}
            verbs={["Feature", "Unfeature"]}
            object={`story of ${story.name}`}
          />
          <ConfirmDelete
            action={action}
            id={story.id}
            label={`Delete story of ${story.name}`}
            question="Delete this story?"
            consequence={`The story of ${story.name} and its photo are removed for good. This cannot be undone.`}
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
  return (
    <AdminItemList
      items={stories}
      label="Success stories"
      className="grid gap-3 lg:grid-cols-2"
      empty={
        <AdminListEmpty
          Icon={HeartIcon}
          title={olderPage ? "No older success stories" : "No success stories yet"}
          add={{ to: "/admin-dashboard/stories/new", label: "Add story" }}
        >
          Add what farmers say about their training; featured stories appear on the home page.
        </AdminListEmpty>
      }
    >
      {(story) => <StoryItem key={story.id} story={story} action={action} />}
    </AdminItemList>
  );
}
