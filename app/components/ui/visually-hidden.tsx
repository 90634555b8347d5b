import { cn } from "./cn";

/** Text for screen readers only (still read aloud and still part of the accessible name). */
export function VisuallyHidden({ className, ...props }: React.ComponentProps<"span">) {
  return <span className={cn("sr-only", className)} {...props} />;
}
