import { createContext } from "react-router";
import type { SessionUser } from "~/domain/auth/session.server";

/**
 * The signed-in user of this request (null when signed out), resolved once by the root
 * middleware. A router context, so it lives with the routes: the domain never imports the router.
 */
export const userContext = createContext<SessionUser | null>(null);
