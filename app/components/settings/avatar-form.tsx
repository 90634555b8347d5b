import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Avatar } from "~/components/site/avatar";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/field";
import { AVATAR_ACCEPT } from "~/domain/account/account.constants";
import { CameraIcon } from "./settings-icons";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

type Last = {
  result: SubmissionResult<string[]>;
  alert: { title: string; description?: string } | null;
};

/**
 * The profile photo: upload (checked again by content on the server, resized to a square and
 * stripped of its metadata) or remove, which brings back the generated initials.
 */
export function AvatarForm({
  user,
  last,
}: {
  user: { name: string; email: string; image: string | null };
  last?: Last;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSettingsForm(
    "avatar-form",
    () => import("~/domain/account/account.schema").then((m) => m.avatarSchema),
    {
      last,
      validateOn: "onInput",
    },
  );
  // With JavaScript, the chosen picture is shown before it is uploaded.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const input = getInputProps(fields.avatar, { type: "file" });
  const errors = fields.avatar.errors ?? [];
  const hintId = `${input.id}-hint`;
  const errorId = errors.length > 0 ? `${input.id}-error` : undefined;

  return (
    <SettingsSection
      id="photo"
      title="Profile photo"
      description="Shown in the header and on your dashboard. Without one we show your initials."
      Icon={CameraIcon}
    >
      {last?.alert ? (
        <Alert variant="error" title={last.alert.title} className="mb-5">
          {last.alert.description}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full bg-surface-sunken object-cover ring-4 ring-brand-50"
          />
        ) : (
          <Avatar
            name={user.name}
            email={user.email}
            image={user.image}
            size={96}
            className="ring-4 ring-brand-50"
          />
        )}
        <div className="min-w-0 flex-1 space-y-4">
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="space-y-3"
          >
            <input type="hidden" name="intent" value="avatar" />
            <div className="space-y-1.5">
              <label htmlFor={input.id} className="block text-sm font-semibold text-ink">
                Choose a photo
              </label>
              <input
                {...input}
                accept={AVATAR_ACCEPT}
                aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  setPreview(file && file.size > 0 ? URL.createObjectURL(file) : null);
                }}
                className="block w-full text-sm text-ink-muted file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border-strong file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:border-brand-600 hover:file:bg-brand-50 focus-visible:focus-ring aria-invalid:text-danger"
              />
              <p id={hintId} className="text-sm text-ink-muted">
                JPEG, PNG or WebP, up to 2 MB. We crop it to a square and remove hidden details such
                as the place it was taken.
              </p>
              <FieldErrors id={errorId} errors={errors} />
            </div>
            <Button type="submit" pending={pendingIntent === "avatar"}>
              Upload photo
            </Button>
          </Form>
          {user.image ? (
            <Form method="post">
              <input type="hidden" name="intent" value="avatar-remove" />
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                // Its text lines up with the upload button's edge; the padding is hover area only.
                className="-ml-3"
                pending={pendingIntent === "avatar-remove"}
              >
                Remove photo
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
