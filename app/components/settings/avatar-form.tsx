import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { CameraIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { AVATAR_ACCEPT } from "~/domain/account/account.constants";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { AccountAvatar } from "./account-summary";
import { SettingsSection } from "./settings-section";
import { useAccountSchemas, useSettingsForm, useSubmittingIntent } from "./use-settings-form";

type Last = Pick<SettingsReply, "result" | "alert">;

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
  const t = useT(settings).avatar;
  const schemas = useAccountSchemas();
  const [form, fields] = useSettingsForm(
    "avatar-form",
    () => schemas().then((m) => m.avatarSchema),
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

  const uploading = useSubmittingIntent("avatar");
  const removing = useSubmittingIntent("avatar-remove");
  const input = getInputProps(fields.avatar, { type: "file" });
  const errors = fields.avatar.errors ?? [];
  const hintId = `${input.id}-hint`;
  const errorId = errors.length > 0 ? `${input.id}-error` : undefined;

  return (
    <SettingsSection id="photo" title={t.title} description={t.description} Icon={CameraIcon}>
      <FormAlert alert={last?.alert} className="mb-5" />
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
          <AccountAvatar user={user} size={96} />
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
                {t.choose}
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
                {t.hint}
              </p>
              <FieldErrors id={errorId} errors={errors} />
            </div>
            <Button type="submit" pending={uploading}>
              {t.upload}
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
                pending={removing}
              >
                {t.remove}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
