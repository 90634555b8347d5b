import type { Logger } from "pino";
import type { Env } from "~/env.server";
import { createWhatsAppGateway, type WhatsAppGateway } from "./whatsapp.server";

export { MESSAGE_CHANNELS, type MessageChannel } from "./channels";

type WhatsAppEnv = Pick<
  Env,
  | "WHATSAPP_ACCESS_TOKEN"
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_APP_SECRET"
  | "WHATSAPP_VERIFY_TOKEN"
  | "WHATSAPP_API_URL"
>;

/** Whether the site can send WhatsApp messages: all four WHATSAPP_* variables are set. */
export function isWhatsAppOn(env: WhatsAppEnv): boolean {
  return Boolean(
    env.WHATSAPP_ACCESS_TOKEN &&
      env.WHATSAPP_PHONE_NUMBER_ID &&
      env.WHATSAPP_APP_SECRET &&
      env.WHATSAPP_VERIFY_TOKEN,
  );
}

/** The WhatsApp Cloud API client, or null when WhatsApp is off (the site works as before). */
export function createWhatsApp(env: WhatsAppEnv, logger: Logger): WhatsAppGateway | null {
  if (!isWhatsAppOn(env) || !env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    return null;
  return createWhatsAppGateway(
    {
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: env.WHATSAPP_API_URL,
    },
    logger,
  );
}

/** 2348031234567 from 0803 123 4567, +234 803 123 4567 or 2348031234567 (already validated). */
export function toProviderNumber(phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  return digits.startsWith("234") ? digits : `234${digits.replace(/^0/, "")}`;
}
