import { ButtonLink } from "~/components/ui/button";
import { FileTextIcon } from "~/components/ui/icons";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";
import { PAYMENTS_PATH } from "./settings-paths";
import { SettingsSection } from "./settings-section";

/** On the settings page: the way to the payments and receipts page (its list loads there). */
export function PaymentsCard() {
  const t = useT(settings).payments;
  return (
    <SettingsSection id="payments" title={t.title} description={t.description} Icon={FileTextIcon}>
      <ButtonLink to={PAYMENTS_PATH} variant="outline">
        <FileTextIcon className="size-5" />
        {t.view}
      </ButtonLink>
    </SettingsSection>
  );
}
