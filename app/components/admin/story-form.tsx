import {
  BoundCheckboxField,
  BoundField,
  BoundSelectField,
  BoundTextareaField,
} from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { FormAlert } from "~/components/ui/form-alert";
import { STORY_AVATAR_ACCEPT, STORY_RATINGS } from "~/domain/admin/stories.constants";
import { adminStories } from "~/i18n/messages/admin-stories";
import { useT } from "~/i18n/react";
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
  const t = useT(adminStories);
  const ratingOptions = STORY_RATINGS.map((r) => ({
    value: String(r),
    label: t.form.stars({ count: r }),
  }));
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
      submitLabel={mode === "create" ? t.addTitle : t.form.save}
      cancelTo="/admin-dashboard/stories"
      className="max-w-3xl space-y-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <FormAlert alert={last?.alert} />
      <p className="text-sm text-ink-muted">{t.form.required}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField label={t.form.name} field={fields.name} autoComplete="off" />
        <BoundField label={t.form.role} field={fields.role} placeholder={t.form.rolePlaceholder} />
        <BoundField
          label={t.form.location}
          field={fields.location}
          placeholder={t.form.locationPlaceholder}
        />
        <BoundSelectField label={t.form.rating} field={fields.rating} options={ratingOptions} />
      </div>
      <BoundTextareaField
        label={t.form.story}
        field={fields.content}
        rows={6}
        hint={t.form.storyHint}
      />
      <MediaFileField
        field={fields.avatar}
        label={t.form.photo}
        accept={STORY_AVATAR_ACCEPT}
        hint={t.form.photoHint}
        current={avatarUrl}
        currentKind="image"
        remove={{ name: fields.removeAvatar.name, label: t.form.removePhoto }}
      />
      <BoundCheckboxField label={t.form.featured} field={fields.featured} />
    </AdminUploadForm>
  );
}
