import { enrolRequestSchema } from "~/domain/api/api.schema";
import { enrolApiUser, listApiEnrolments } from "~/domain/api/api-resources.server";
import { readJsonBody } from "~/routes/request-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/enrolments";
import { answerApi, apiError, apiJson, methodNotAllowed, requireApiUser } from "./api-http.server";

/** GET /api/v1/enrolments: the caller's own enrolments, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return answerApi(services, async () => {
    const caller = await requireApiUser(services, request);
    return apiJson({ enrolments: await listApiEnrolments(services, caller) });
  });
}

/** POST /api/v1/enrolments { "course": "<slug>" }: enrols the caller, once. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  return answerApi(services, async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, POST");
    const caller = await requireApiUser(services, request);
    // An enrolment is one slug: a body past a few kilobytes is not one of ours.
    const body = await readJsonBody(request, 4 * 1024);
    if (body.status === "too-large") {
      return apiError(413, "payload_too_large", "The request body is too large.");
    }
    const parsed = enrolRequestSchema.safeParse(body.status === "ok" ? (body.value ?? {}) : {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "The request body is not valid.";
      return apiError(400, "bad_request", message);
    }
    const result = await enrolApiUser(services, caller, parsed.data.course);
    switch (result.status) {
      case "not-found":
        return apiError(404, "not_found", "No published course has this slug.");
      case "already-enrolled":
        return apiError(409, "conflict", "You are already enrolled in this course.");
      case "payment-required":
        return apiError(
          402,
          "payment_required",
          `This course is paid for at ${services.env.APP_URL}/academy/${result.course.slug}/checkout.`,
        );
      case "failed":
        throw result.error;
      case "enrolled": {
        const [created] = (await listApiEnrolments(services, caller)).filter(
          (row) => row.course.id === result.course.id,
        );
        return apiJson({ enrolment: created }, { status: 201 });
      }
    }
  });
}
