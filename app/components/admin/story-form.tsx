import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { STORY_AVATAR_ACCEPT, STORY_RATINGS } from "~/domain/admin/stories.constants";
import { MediaFileField } from "./content-file-field";

export type StoryFormDefaults = {
  name: string;
  role: string;
  location: string;
  content: string;
  rating: number;
  featured: boolean;
};

export type StoryFormLast = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

const RATING_OPTIONS = STORY_RATINGS.map((r) => ({
  value: String(r),
  label: `${r} star${r === 1 ? "" : "s"}`,
}));

/** A success story (spec 001 §5: name, role, location and content required; rating 1-5). */
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
  last?: StoryFormLast;
  /** A new story's once-per-form key: a repeated submission makes one story. */
  formKey?: string;
}) {
  const navigation = useNavigation();
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
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      {last?.alert ? (
        <Alert variant="error" title={last.alert.title}>
          {last.alert.description}
        </Alert>
      ) : null}
      <p className="text-sm text-ink-muted">Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name *"
          {...getInputProps(fields.name, { type: "text" })}
          error={fields.name.errors}
          autoComplete="off"
        />
        <Field
          label="Role *"
          {...getInputProps(fields.role, { type: "text" })}
          error={fields.role.errors}
          placeholder="e.g. Cassava farmer"
        />
        <Field
          label="Location *"
          {...getInputProps(fields.location, { type: "text" })}
          error={fields.location.errors}
          placeholder="e.g. Anambra State"
        />
        <SelectField
          label="Rating"
          {...getSelectProps(fields.rating)}
          options={RATING_OPTIONS}
          error={fields.rating.errors}
        />
      </div>
      <TextareaField
        label="Story *"
        {...getTextareaProps(fields.content)}
        error={fields.content.errors}
        rows={6}
        hint="In their own words: what changed on their farm."
      />
      <MediaFileField
        id={fields.avatar.id}
        name={fields.avatar.name}
        label="Photo (optional)"
        accept={STORY_AVATAR_ACCEPT}
        hint="JPEG, PNG or WebP, up to 8 MB. Without one, their initials are shown."
        errors={fields.avatar.errors}
        current={avatarUrl}
        currentKind="image"
        removeName={fields.removeAvatar.name}
        removeLabel="Remove the current photo"
      />
      <CheckboxField
        label="Featured: show it on the home page (the newest three featured stories appear)"
        {...getInputProps(fields.featured, { type: "checkbox" })}
        error={fields.featured.errors}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={navigation.state === "submitting"}>
          {mode === "create" ? "Add story" : "Save changes"}
        </Button>
        <ButtonLink to="/admin-dashboard/stories" variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
