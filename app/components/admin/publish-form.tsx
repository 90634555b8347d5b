import { Button, usePendingForm } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { useT } from "~/i18n/react";

// Its own module: the course's edit page shows this button without the whole course list.
/**
 * Publish or unpublish: a one-button form that works without JavaScript. It posts to the list's
 * action; from the list, to the list's own address (`action`), so it comes back to the same page.
 */
export function PublishForm({
  course,
  returnTo,
  action = "/admin-dashboard/courses",
}: {
  course: { id: string; title: string; isPublished: boolean };
  returnTo: "list" | "edit";
  action?: string;
}) {
  const isPending = usePendingForm();
  const t = useT(adminCourses);
  const intent = course.isPublished ? "unpublish" : "publish";
  const pending = isPending({ fields: { courseId: course.id, intent } });
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="courseId" value={course.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={course.isPublished ? "outline" : "secondary"}
        pending={pending}
        aria-label={
          course.isPublished
            ? t.unpublishLabel({ title: course.title })
            : t.publishLabel({ title: course.title })
        }
      >
        {course.isPublished ? t.unpublish : t.publish}
      </Button>
    </Form>
  );
}
