import { useEffect, useId, useRef, useState } from "react";
import type { Toast } from "~/domain/toast/toast";
import { autoHideToast } from "~/enhance/behaviours";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";
import { cn } from "./cn";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from "./icons";
import { useHydrated } from "./use-hydrated";

/**
 * Where every toast sits: at the foot of the screen, not under the header. After an action the
 * page shows what was acted on (the course just enrolled in, the lesson's player) at its top,
 * and a toast there covered it. From 1440 px it stands above the corner contact button.
 */
export const TOAST_PLACEMENT =
  "pointer-events-none fixed inset-x-0 bottom-4 z-60 flex px-4 sm:left-auto sm:bottom-6 sm:px-6 min-[90rem]:bottom-24";

/**
 * The one-shot message of the root loader (the site's toasts). Server-rendered, so it is visible
 * before (and without) JavaScript; then it hides itself after about 6 s, pausing while the pointer
 * or keyboard focus is on it (app/enhance/behaviours.ts, on public pages too). Without
 * JavaScript a CSS-only checkbox dismisses it.
 */
export function ToastRegion({ toast }: { toast: Toast | null | undefined }) {
  const t = useT(ui);
  return (
    // Always rendered, so assistive technology is already watching when a toast arrives.
    // Not "Notifications": that names the learner's notification centre and its dashboard panel.
    <section
      aria-label={t.toast.region}
      className={cn(TOAST_PLACEMENT, "flex-col items-center gap-2 sm:items-end")}
    >
      <div aria-live="polite" className="contents">
        {toast && toast.variant !== "destructive" ? <ToastCard toast={toast} /> : null}
      </div>
      {toast && toast.variant === "destructive" ? <ToastCard toast={toast} /> : null}
    </section>
  );
}

/**
 * One toast card, shown again for each new toast object (a fresh flash after a redirect, even if
 * the text repeats). It hides itself after about 6 s (the enhancement script's timer, on every
 * page) unless `autoHide` is off.
 */
export function ToastCard({
  toast,
  destructive = toast.variant === "destructive",
  autoHide = true,
  dismissLabel,
}: {
  toast: Toast;
  destructive?: boolean;
  autoHide?: boolean;
  /** The close button's name; "Dismiss notification" (in the page's language) unless given. */
  dismissLabel?: string;
}) {
  const t = useT(ui);
  const card = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  const [shown, setShown] = useState(toast);
  if (shown !== toast) {
    setShown(toast);
    setOpen(true);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new toast starts its own timer.
  useEffect(() => {
    if (!open || !autoHide || !card.current) return;
    return autoHideToast(card.current, () => setOpen(false));
  }, [open, autoHide, shown]);

  if (!open) return null;

  const Icon = destructive ? AlertCircleIcon : CheckCircleIcon;
  return (
    <div
      ref={card}
      data-toast=""
      role={destructive ? "alert" : undefined}
      className={cn(
        "pointer-events-auto relative flex w-full max-w-sm animate-fade-in sm:w-96 items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg",
        "has-[[data-toast-dismiss]:checked]:hidden",
        destructive
          ? "border-danger-strong bg-danger text-white"
          : "border-border bg-surface text-ink",
      )}
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-white" : "text-brand-600")}
      />
      <div className="min-w-0">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={cn("mt-0.5 text-sm", destructive ? "text-white" : "text-ink-muted")}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <ToastDismiss
        label={dismissLabel ?? t.toast.dismiss}
        destructive={destructive}
        onDismiss={() => setOpen(false)}
      />
    </div>
  );
}

/**
 * A toast's close button once React runs; before that (and on public pages) a CSS-only checkbox
 * whose checked state hides the card (`has-[[data-toast-dismiss]:checked]:hidden`).
 */
function ToastDismiss({
  label,
  destructive,
  onDismiss,
}: {
  label: string;
  destructive: boolean;
  onDismiss: () => void;
}) {
  const hydrated = useHydrated();
  const checkboxId = useId();
  const look = cn(
    "absolute top-2.5 right-2.5 flex size-8 items-center justify-center rounded-md",
    destructive ? "text-white hover:bg-white/15" : "text-ink-muted hover:bg-surface-sunken",
  );
  if (hydrated) {
    return (
      <button
        type="button"
        onClick={onDismiss}
        aria-label={label}
        className={cn(look, "focus-visible:focus-ring")}
      >
        <CloseIcon className="size-4" />
      </button>
    );
  }
  return (
    <>
      <input
        id={checkboxId}
        type="checkbox"
        data-toast-dismiss=""
        aria-label={label}
        className="peer sr-only"
      />
      <label
        htmlFor={checkboxId}
        className={cn(look, "cursor-pointer peer-focus-visible:focus-ring")}
      >
        <CloseIcon className="size-4" />
      </label>
    </>
  );
}
