import { ButtonLink } from "~/components/ui/button";
import { ShieldIcon } from "~/components/ui/icons";
import { SettingsSection } from "./settings-section";

// Apart from two-factor-section.tsx so the settings page, which shows only this summary, does not
// load the two-step sign-in forms.
/** The section's frame, the same on the settings page and on the two-step sign-in page. */
export function TwoFactorCard({ children }: { children: React.ReactNode }) {
  return (
    <SettingsSection
      id="two-factor"
      title="Two-step sign-in"
      description="Ask for a code from your phone, as well as your password, whenever you log in."
      Icon={ShieldIcon}
    >
      {children}
    </SettingsSection>
  );
}

/** On the settings page: whether two-step sign-in is on, and the way to its own page. */
export function TwoFactorSummary({ enabled, to }: { enabled: boolean; to: string }) {
  return (
    <TwoFactorCard>
      <p className="text-sm text-ink">
        Status: <strong>{enabled ? "on" : "off"}</strong>.
      </p>
      <ButtonLink to={to} variant="outline" className="mt-4">
        <ShieldIcon className="size-5" />
        {enabled ? "Manage two-step sign-in" : "Set up two-step sign-in"}
      </ButtonLink>
    </TwoFactorCard>
  );
}
