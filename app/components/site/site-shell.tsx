export function SiteShell({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
