import { ButtonLink } from "~/components/ui/button";
import { FileTextIcon } from "~/components/ui/icons";
import { PAYMENTS_PATH } from "./settings-paths";
import { SettingsSection } from "./settings-section";

/** On the settings page: the way to the payments and receipts page (its list loads there). */
export function PaymentsCard() {
  return (
    <SettingsSection
      id="payments"
      title="Payments and receipts"
      description="The courses you bought, with a PDF receipt for each payment."
      Icon={FileTextIcon}
    >
      <ButtonLink to={PAYMENTS_PATH} variant="outline">
        <FileTextIcon className="size-5" />
        View payments and receipts
      </ButtonLink>
    </SettingsSection>
  );
}
