import { StarRating } from "~/components/ui/star-rating";
import type { SuccessStory } from "~/domain/site/stories";
import { Avatar } from "./avatar";

/** A testimonial: the farmer's words, their rating, and who and where they are. */
export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-xs">
      <StarRating rating={story.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{story.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        <Avatar name={story.name} image={story.avatarUrl} size={48} />
        <span className="min-w-0">
          <span className="block font-bold text-ink">{story.name}</span>
          <span className="block text-sm text-ink-muted">
            {story.role}
            {story.location ? `, ${story.location}` : null}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
