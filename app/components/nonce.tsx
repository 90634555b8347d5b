import { createContext, useContext } from "react";

/** The CSP nonce of this response; only known on the server (browsers hide it after load). */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
