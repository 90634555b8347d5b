import type { Logger } from "pino";
import { createContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { Auth } from "~/domain/auth/auth.server";
import type { Mailer } from "~/domain/mail/mailer.server";
import type { SmsGateway } from "~/domain/sms/sms-gateway.server";
import type { ToastStorage } from "~/domain/toast/toast.server";
import type { Env } from "~/env.server";

/** Everything a loader or action may use, built once at start-up (tests build their own). */
export type Services = {
  env: Env;
  database: DatabaseHandle;
  db: DatabaseHandle["db"];
  auth: Auth;
  mailer: Mailer;
  sms: SmsGateway;
  logger: Logger;
  toasts: ToastStorage;
};

export const servicesContext = createContext<Services>();
