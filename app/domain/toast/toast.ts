/** A message shown once after a redirect (the spec's toasts), rendered by the server. */
export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};
