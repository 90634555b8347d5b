import { HONEYPOT_FIELD } from "~/domain/abuse/honeypot";

/**
 * A field only bots fill in. Moved off-screen rather than display:none (which many bots skip),
 * hidden from assistive technology, out of the tab order and never autofilled.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
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
