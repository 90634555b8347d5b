/** The prefilled first message of a WhatsApp chat, naming the academy as configured. */
export function whatsappGreeting(siteName: string): string {
  return `Hello ${siteName.trim() || "AFA Academy"}, I would like to know more about your programmes.`;
}

/**
 * The international digits of a Nigerian phone number as wa.me expects them (no +, no spaces).
 * Local numbers written with the trunk 0 (0803 …) get the country code 234 instead.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return `234${digits.slice(1)}`;
  return digits;
}

/** A WhatsApp chat link with a prefilled greeting; null when no usable number is configured. */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = internationalDigits(phone);
  if (digits.length < 7) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A tel: link keeping a leading + (international format) and the digits only. */
export function telLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 5) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

export function mailtoLink(email: string): string | null {
  const trimmed = email.trim();
  return trimmed.includes("@") ? `mailto:${trimmed}` : null;
}

/**
 * A map search for the academy's address as staff entered it (a visitor should land on our gate,
 * not on the middle of Lagos); the city alone while no address is set.
 */
export function mapsSearchLink(address: string): string {
  const place = address.trim() || "Lagos, Nigeria";
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
