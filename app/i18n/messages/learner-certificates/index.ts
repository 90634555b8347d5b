import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerCertificates = "learner-certificates" as Namespace<typeof en>;
