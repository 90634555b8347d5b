import { redirect } from "react-router";

// /admin is not a page of its own; every admin link uses /admin-dashboard.
export function loader() {
  return redirect("/admin-dashboard", 301);
}
