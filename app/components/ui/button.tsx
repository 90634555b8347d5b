import { type LinkProps, type Navigation, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { splitLocalePath } from "~/i18n/locales";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg";

// Labels may wrap: a long translation ("Aiko min da hanyar canzawa…") takes two lines on a
// phone instead of pushing its card past the screen's edge.
const base =
  "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold " +
  "transition-colors duration-150 select-none focus-visible:focus-ring " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-700 text-white shadow-xs hover:bg-brand-800 active:bg-brand-900 disabled:hover:bg-brand-700",
  secondary:
    "bg-accent-400 text-brand-950 shadow-xs hover:bg-accent-300 active:bg-accent-500 disabled:hover:bg-accent-400",
  outline:
    "border border-border-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800",
  ghost: "text-ink hover:bg-surface-sunken",
  destructive:
    "bg-danger text-white shadow-xs hover:bg-danger-strong active:bg-danger-strong disabled:hover:bg-danger",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-4 py-2 text-base",
  lg: "min-h-12 px-6 py-2.5 text-lg",
};

/** The classes of a button, for elements that must look like one (e.g. a `<summary>`). */
export function buttonClasses({
  variant = "primary",
  size = "md",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}): string {
  return cn(base, variants[variant], sizes[size]);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A submission in flight: disables the button, sets aria-busy and shows a spinner. */
  pending?: boolean;
};

/** A button. Like the native element it submits its form unless `type` says otherwise. */
export function Button({
  variant,
  size,
  pending = false,
  disabled,
  className,
  children,
  type = "submit",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cn(buttonClasses({ variant, size }), className)}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}

// Whether a form is being sent, for the button that sent it to show it busy (`pending`).

/** Which form's sending a button shows. Everything given must hold; nothing given: any form. */
export type PendingForm = {
  /**
   * Where the form posts, for a page with forms that post elsewhere; compared without the query
   * string and the language prefix, so "/ha/login?redirectTo=…" is "/login".
   */
  formAction?: string;
  /** Fields the sent form carries with these values (null: a field it does not carry). */
  fields?: Readonly<Record<string, string | null>>;
  /**
   * "submitting" (the default): until the action answers. "non-idle": also while the page it
   * leads to loads, so the button stays busy through the redirect.
   */
  state?: "submitting" | "non-idle";
};

/** An action or page address without its query string and language prefix. */
export function pathOf(action: string): string {
  return splitLocalePath(action.split("?")[0] ?? "").path;
}

type NavigationLike = Pick<Navigation, "state" | "formAction" | "formData">;

/** Whether `navigation` is the sending of `form` (usePendingForm's rule, apart for its tests). */
export function isPendingForm(
  navigation: NavigationLike,
  { formAction, fields, state = "submitting" }: PendingForm = {},
): boolean {
  if (navigation.state === "idle") return false;
  if (state === "submitting" && navigation.state !== "submitting") return false;
  // A link followed is never a form being sent.
  if (!navigation.formData) return false;
  if (formAction !== undefined) {
    if (!navigation.formAction || pathOf(navigation.formAction) !== pathOf(formAction))
      return false;
  }
  for (const [name, value] of Object.entries(fields ?? {})) {
    if ((navigation.formData.get(name) ?? null) !== value) return false;
  }
  return true;
}

/**
 * The one way a component asks "is this form being sent?" (to show its button busy). The
 * matcher form is for lists, where each row's button asks about its own row.
 */
export function usePendingForm(): (form?: PendingForm) => boolean {
  const navigation = useNavigation();
  return (form) => isPendingForm(navigation, form);
}

export function useIsPending(form?: PendingForm): boolean {
  return isPendingForm(useNavigation(), form);
}
