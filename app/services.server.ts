import type { Logger } from "pino";
import { createContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { Auth } from "~/domain/auth/auth.server";
import type { BookingLinks } from "~/domain/consultations/booking-links.server";
import type { Mailer } from "~/domain/mail/mailer.server";
import type { Transports } from "~/domain/outbox/outbox.server";
import type { Payments } from "~/domain/payments/payment-services.server";
import type { SmsGateway } from "~/domain/sms/sms-gateway.server";
import type { Env } from "~/env.server";
import type { ToastStorage } from "~/routes/toast-cookie.server";

/** Everything a loader or action may use, built once at start-up (tests build their own). */
export type Services = {
  env: Env;
  database: DatabaseHandle;
  db: DatabaseHandle["db"];
  auth: Auth;
  mailer: Mailer;
  sms: SmsGateway;
  /** The outbox worker that delivers what `mailer` and `sms` queue; the server starts it. */
  outbox: {
    transports: Transports;
    start: () => void;
    stop: () => Promise<void>;
    /** Sends what is due now rather than at the worker's next look. */
    wake: () => void;
  };
  /** The worker that makes lesson videos' smaller copies; the server starts it. */
  renditions: {
    /** `publicDir`: where the site's own /media/… files are. */
    start: (publicDir: string) => void;
    stop: () => Promise<void>;
    /** Looks for new videos now (a lesson was saved) rather than at the next look. */
    wake: () => void;
  };
  logger: Logger;
  toasts: ToastStorage;
  /** Signs and checks the requester's reschedule and cancel links of a booking. */
  bookingLinks: BookingLinks;
  /** Paid courses: the gateway that takes payments, or none (checkout then says so). */
  payments: Payments;
};

export const servicesContext = createContext<Services>();
