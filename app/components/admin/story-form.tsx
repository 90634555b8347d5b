import {
  BoundCheckboxField,
  BoundField,
  BoundSelectField,
  BoundTextareaField,
} from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { FormAlert } from "~/components/ui/form-alert";
import { STORY_AVATAR_ACCEPT, STORY_RATINGS } from "~/domain/admin/stories.constants";
import { type AdminFormLast, AdminUploadForm } from "./admin-form";
import { MediaFileField } from "./content-file-field";

export type StoryFormDefaults = {
  name: string;
  role: string;
  location: string;
  content: string;
  rating: number;
  featured: boolean;
};

const RATING_OPTIONS = STORY_RATINGS.map((r) => ({
  value: String(r),
  label: `${r} star${r === 1 ? "" : "s"}`,
}));

/** A success story (name, role, location and content required; rating 1-5). */
export function StoryForm({
  mode,
  defaults,
  avatarUrl,
  last,
  formKey,
}: {
  mode: "create" | "edit";
  defaults: StoryFormDefaults;
  avatarUrl?: string | null;
  last?: AdminFormLast;
  /** A new story's once-per-form key: a repeated submission makes one story. */
  formKey?: string;
}) {
  const [form, fields] = useLazyForm(
    "story-form",
    () => import("~/domain/admin/stories.schema").then((m) => m.storySchema),
    {
      id: "story-form",
      lastResult: last?.result,
      defaultValue: {
        ...defaults,
        rating: String(defaults.rating),
        featured: defaults.featured ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <AdminUploadForm
      form={form}
      formKey={formKey}
      submitLabel={mode === "create" ? "Add story" : "Save changes"}
      cancelTo="/admin-dashboard/stories"
      className="max-w-3xl space-y-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <FormAlert alert={last?.alert} />
      <p className="text-sm text-ink-muted">Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField label="Name *" field={fields.name} autoComplete="off" />
        <BoundField label="Role *" field={fields.role} placeholder="e.g. Cassava farmer" />
        <BoundField label="Location *" field={fields.location} placeholder="e.g. Anambra State" />
        <BoundSelectField label="Rating" field={fields.rating} options={RATING_OPTIONS} />
      </div>
      <BoundTextareaField
        label="Story *"
        field={fields.content}
        rows={6}
        hint="In their own words: what changed on their farm."
      />
      <MediaFileField
        field={fields.avatar}
        label="Photo (optional)"
        accept={STORY_AVATAR_ACCEPT}
        hint="JPEG, PNG or WebP, up to 8 MB. Without one, their initials are shown."
        current={avatarUrl}
        currentKind="image"
        remove={{ name: fields.removeAvatar.name, label: "Remove the current photo" }}
      />
      <BoundCheckboxField
        label="Featured: show it on the home page (the newest three featured stories appear)"
        field={fields.featured}
      />
    </AdminUploadForm>
  );
}
