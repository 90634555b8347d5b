import { redirect } from "react-router";

// PRODUCT.md: the dashboard's "View All Courses" target is My Courses.
export function loader() {
  return redirect("/dashboard/my-courses", 301);
}
