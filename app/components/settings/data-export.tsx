import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DownloadIcon } from "~/components/ui/icons";
import { settings } from "~/i18n/messages/settings";
import { useLocalizePath, useT } from "~/i18n/react";
import { SettingsSection } from "./settings-section";

/** Download My Data: account-data.json with everything we hold about the user. */
export function DataExport() {
  const t = useT(settings).data;
  const localizePath = useLocalizePath();
  return (
    <SettingsSection id="your-data" title={t.title} description={t.description} Icon={DownloadIcon}>
      <ul className="grid gap-x-6 gap-y-1.5 text-sm text-ink sm:grid-cols-2">
        <li>{t.profile}</li>
        <li>{t.devices}</li>
        <li>{t.learning}</li>
        <li>{t.certificates}</li>
        <li>{t.payments}</li>
        <li>{t.bookings}</li>
        <li>{t.notifications}</li>
      </ul>
      <p className="mt-3 text-sm text-ink-muted">{t.never}</p>
      {/* A plain link: the browser downloads the file; nothing needs JavaScript. */}
      <a
        href={localizePath("/settings/account-data")}
        download="account-data.json"
        className={cn(buttonClasses({ variant: "outline" }), "mt-5")}
      >
        <DownloadIcon className="size-5" />
        {t.download}
      </a>
    </SettingsSection>
  );
}
