import { HONEYPOT_FIELD } from "~/domain/abuse/honeypot";
import { publicForms } from "~/i18n/messages/public-forms";
import { useOptionalT } from "~/i18n/react";

/**
 * A field only bots fill in. Moved off-screen rather than display:none (which many bots skip),
 * hidden from assistive technology, out of the tab order and never autofilled.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  const label = useOptionalT(publicForms)?.honeypot ?? "Leave this field empty";
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
