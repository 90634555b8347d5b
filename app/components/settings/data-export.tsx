import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DownloadIcon } from "~/components/ui/icons";
import { SettingsSection } from "./settings-section";

/** Download My Data: account-data.json with everything we hold about the user. */
export function DataExport() {
  return (
    <SettingsSection
      id="your-data"
      title="Your data"
      description="A copy of everything we hold about you, as one JSON file you can keep or pass on."
      Icon={DownloadIcon}
    >
      <ul className="grid gap-x-6 gap-y-1.5 text-sm text-ink sm:grid-cols-2">
        <li>Your profile and sign-in methods</li>
        <li>Devices signed in (date, IP address, browser)</li>
        <li>Enrolments, lesson progress and learning time</li>
        <li>Certificates with their verification links</li>
        <li>Payments and their receipt numbers</li>
        <li>Consultation bookings and contact messages</li>
        <li>Notifications and notification settings</li>
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Passwords and sign-in tokens are never included.
      </p>
      {/* A plain link: the browser downloads the file; nothing needs JavaScript. */}
      <a
        href="/settings/account-data"
        download="account-data.json"
        className={cn(buttonClasses({ variant: "outline" }), "mt-5")}
      >
        <DownloadIcon className="size-5" />
        Download My Data
      </a>
    </SettingsSection>
  );
}
