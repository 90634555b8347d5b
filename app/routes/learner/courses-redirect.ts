import { redirect } from "react-router";

// The dashboard's "View All Courses" target is My Courses.
export function loader() {
  return redirect("/dashboard/my-courses", 301);
}
