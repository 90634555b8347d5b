import { Button, usePendingForm } from "~/components/ui/button";
import { PlayCircleIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import type { VideoQuality } from "~/db/schema/enums";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { SettingsSection } from "./settings-section";

// Written out rather than imported (VIDEO_QUALITIES): the enums module is not this page's to load.
const WORDS = {
  "data-saver": ["dataSaver", "dataSaverHint"],
  standard: ["standard", "standardHint"],
  audio: ["audio", "audioHint"],
} as const;

/** Which copy of a lesson video plays unless the learner picks another under the player. */
export function VideoQualityForm({ quality }: { quality: VideoQuality }) {
  const t = useT(settings).video;
  const isPending = usePendingForm();
  return (
    <SettingsSection
      id="video-size"
      title={t.title}
      description={t.description}
      Icon={PlayCircleIcon}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="video-quality" />
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">{t.title}</legend>
          {(Object.keys(WORDS) as VideoQuality[]).map((value) => {
            const [label, hint] = WORDS[value];
            return (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="quality"
                  value={value}
                  defaultChecked={value === quality}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-ink">{t[label]}</span>
                  <span className="block text-sm text-ink-muted">{t[hint]}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <Button
          type="submit"
          variant="outline"
          pending={isPending({ fields: { intent: "video-quality" } })}
        >
          {t.save}
        </Button>
      </Form>
    </SettingsSection>
  );
}
