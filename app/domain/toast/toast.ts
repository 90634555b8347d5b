/** A message shown once after a redirect, rendered by the server. */
export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};
