import { useEffect } from "react";
import { languagePrefixOf, SERVICE_WORKER_PATH } from "~/lib/offline/names";
import { sendQueuedReports } from "~/lib/offline/progress-queue";

/**
 * What makes the learner's pages work offline, started by the pages a learner opens offline
 * (dashboard, My Courses, a course's lessons, Downloads, the offline page):
 * - registers the service worker (public pages never do) and asks it to keep this language's
 *   offline pages;
 * - sends progress queued offline when the connection returns, the page loads or comes back into
 *   view (Background Sync does it too where the browser has it);
 * - offline, a link loads its page whole, which the worker answers from what was kept, instead of
 *   asking the server for the page's data, which cannot answer.
 */
export function useOfflineApp() {
  useEffect(() => {
    const prefix = languagePrefixOf(window.location.pathname);
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: "/" })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage({ type: "keep-shell", prefix }))
        .catch(() => {
          // No worker (a private window, an old browser): the pages still work online.
        });
    }
    const send = () => {
      if (navigator.onLine) void sendQueuedReports();
    };
    const visible = () => {
      if (document.visibilityState === "visible") send();
    };
    const wholePageOffline = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) {
        return;
      }
      if (new URL(link.href).origin !== window.location.origin) return;
      // Stops the router from hearing the click: the browser follows the link itself.
      event.stopPropagation();
    };
    send();
    window.addEventListener("online", send);
    document.addEventListener("visibilitychange", visible);
    window.addEventListener("click", wholePageOffline, true);
    return () => {
      window.removeEventListener("online", send);
      document.removeEventListener("visibilitychange", visible);
      window.removeEventListener("click", wholePageOffline, true);
    };
  }, []);
}
