import { apiError } from "./api-http.server";

const notFound = () =>
  apiError(404, "not_found", "No such endpoint. The contract is at /api/v1/openapi.json.");

/** Any other /api/v1 path answers JSON, never the site's HTML 404 page. */
export const loader = notFound;
export const action = notFound;
