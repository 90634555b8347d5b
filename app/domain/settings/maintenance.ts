// Shared by the maintenance middleware (server) and the root error boundary (which draws the page).

/** What the root error boundary receives to show the maintenance page. */
export type MaintenanceData = { maintenance: true; siteName: string };

export function isMaintenanceData(value: unknown): value is MaintenanceData {
  return (
    typeof value === "object" && value !== null && (value as MaintenanceData).maintenance === true
  );
}
