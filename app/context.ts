import { createContext } from "react-router";

/** Per-request CSP nonce, read by entry.server and the root document. */
export const nonceContext = createContext<string>("");

/**
 * Set by the server for a request whose page may be kept in the visitors' page cache (a GET of
 * a cacheable public page without any cookie): where the finished page goes, under which key.
 */
export const pageCacheContext = createContext<{
  key: string;
  store: (page: import("~/lib/page-cache.server").PageToStore) => Promise<void>;
} | null>(null);
