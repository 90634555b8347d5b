import { createContext } from "react-router";

/** Per-request CSP nonce, read by entry.server and the root document. */
export const nonceContext = createContext<string>("");
