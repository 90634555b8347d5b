import { accessSync, constants } from "node:fs";
import { CHROME_PATH } from "../support/e2e-env";

/** Fails at once, with the fix, instead of every test failing to launch a browser. */
export default function globalSetup() {
  try {
    accessSync(CHROME_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${CHROME_PATH}. The end-to-end tests drive the system Chromium: ` +
        "install Chromium: apt-get install -y chromium, or set CHROME_PATH to a Chromium or Chrome executable.",
    );
  }
}
