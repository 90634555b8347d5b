import { ButtonLink } from "~/components/ui/button";
import { ShieldIcon } from "~/components/ui/icons";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { SettingsSection } from "./settings-section";

// Apart from two-factor-section.tsx so the settings page, which shows only this summary, does not
// load the two-step sign-in forms.
/** The section's frame, the same on the settings page and on the two-step sign-in page. */
export function TwoFactorCard({ children }: { children: React.ReactNode }) {
  const t = useT(settings).twoFactor;
  return (
    <SettingsSection id="two-factor" title={t.title} description={t.description} Icon={ShieldIcon}>
      {children}
    </SettingsSection>
  );
}

/** On the settings page: whether two-step sign-in is on, and the way to its own page. */
export function TwoFactorSummary({ enabled, to }: { enabled: boolean; to: string }) {
  const t = useT(settings).twoFactor;
  return (
    <TwoFactorCard>
      <p className="text-sm text-ink">
        {t.status} <strong>{enabled ? t.on : t.off}</strong>.
      </p>
      <ButtonLink to={to} variant="outline" className="mt-4">
        <ShieldIcon className="size-5" />
        {enabled ? t.manage : t.setUp}
      </ButtonLink>
    </TwoFactorCard>
  );
}
