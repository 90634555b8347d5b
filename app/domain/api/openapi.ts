import { COURSE_CATEGORY_SLUGS, COURSE_LEVELS, ROLES } from "~/db/schema/enums";
import {
  API_COURSES_DEFAULT_LIMIT,
  API_COURSES_MAX_LIMIT,
  API_COURSES_MAX_PAGE,
} from "~/domain/api/api.schema";
import { CATALOG_SEARCH_MAX } from "~/domain/catalog/catalog.constants";
import type { Env } from "~/env.server";

const error = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" } },
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The contract of /api/v1 for client developers, served at /api/v1/openapi.json. */
export function openApiDocument(env: Pick<Env, "APP_URL">) {
  return {
    openapi: "3.1.0",
    info: {
      title: "AFA Academy API",
      version: "1.0.0",
      description: [
        "The academy's catalogue and a learner's enrolments for other clients (the mobile app).",
        "",
        "Getting an access token: sign in with POST /api/auth/sign-in/email (JSON: email,",
        "password) and keep the session cookie it sets; an account with two-factor sign-in then",
        "answers { twoFactorRedirect: true } and needs POST /api/auth/two-factor/verify-totp (JSON:",
        "code). GET /api/auth/token with that cookie returns { token }: an EdDSA-signed JWT that",
        "lives 15 minutes. Send it as `Authorization: Bearer <token>` and fetch a new one when a",
        "call answers 401 with code `expired`.",
        "",
        "Verify tokens with the keys at /.well-known/jwks.json (issuer: the site's address;",
        "audience: the site's address + /api/v1). Keys rotate every 30 days; the previous key stays",
        "published for 2 days. A token that does not verify gets 401 'Invalid JWT signature'.",
      ].join("\n"),
    },
    servers: [{ url: `${env.APP_URL}/api/v1` }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Error: error,
        Me: {
          type: "object",
          required: ["id", "name", "email", "role"],
          properties: {
            id: { type: "string" },
            name: { type: "string" },
            email: { type: "string", format: "email" },
            role: { type: "string", enum: [...ROLES] },
          },
        },
        Course: {
          type: "object",
          required: [
            "id",
            "slug",
            "title",
            "description",
            "price",
            "priceKobo",
            "lessons",
            "url",
            "createdAt",
          ],
          properties: {
            id: { type: "string" },
            slug: { type: "string" },
            title: { type: "string" },
            description: { type: "string" },
            instructor: { type: "string" },
            duration: { type: "string", description: "Free text, e.g. '6 weeks'." },
            category: { type: "string", enum: [...COURSE_CATEGORY_SLUGS] },
            level: { type: "string", enum: [...COURSE_LEVELS] },
            price: {
              type: "number",
              minimum: 0,
              description:
                "In naira (NGN), as a number: 0 for a free course, e.g. 25000 or 12500.5. The same amount as priceKobo.",
            },
            priceKobo: {
              type: "integer",
              minimum: 0,
              description:
                "The price in kobo (₦1 = 100 kobo), exact: 0 for a free course, e.g. 2500000 for ₦25,000 or 1250050 for ₦12,500.50.",
            },
            lessons: { type: "integer" },
            rating: { type: "number", minimum: 0, maximum: 5 },
            students: { type: "integer", description: "Learners enrolled in the course." },
            thumbnailUrl: { type: ["string", "null"], format: "uri" },
            videoUrl: { type: ["string", "null"], format: "uri" },
            url: { type: "string", format: "uri" },
            createdAt: { type: "string", format: "date-time" },
            enrolled: { type: "boolean", description: "Only when a token is sent." },
            progress: {
              type: ["integer", "null"],
              minimum: 0,
              maximum: 100,
              description: "Only when a token is sent; null when not enrolled.",
            },
          },
        },
        PageLinks: {
          type: "object",
          description: "Absolute URLs of pages of the same list (same q, category and limit).",
          required: ["self", "first", "last", "prev", "next"],
          properties: {
            self: { type: "string", format: "uri" },
            first: { type: "string", format: "uri" },
            last: { type: "string", format: "uri" },
            prev: {
              type: ["string", "null"],
              format: "uri",
              description: "null on the first page",
            },
            next: { type: ["string", "null"], format: "uri", description: "null on the last page" },
          },
        },
        Enrolment: {
          type: "object",
          required: ["id", "progress", "completed", "enrolledAt", "course"],
          properties: {
            id: { type: "string" },
            progress: { type: "integer", minimum: 0, maximum: 100 },
            completed: { type: "boolean" },
            enrolledAt: { type: "string", format: "date-time" },
            course: {
              type: "object",
              properties: {
                id: { type: "string" },
                slug: { type: "string" },
                title: { type: "string" },
                instructor: { type: "string" },
                duration: { type: "string" },
                lessons: { type: "integer" },
                contentUrl: { type: "string", format: "uri" },
              },
            },
          },
        },
      },
    },
    paths: {
      "/me": {
        get: {
          summary: "The account the token belongs to",
          security: [{ bearer: [] }],
          responses: {
            "200": {
              description: "The caller",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Me" } } },
            },
            "401": errorResponse("No token, a forged or expired token ('Invalid JWT signature')"),
            "403": errorResponse("The account is suspended or inactive"),
          },
        },
      },
      "/courses": {
        get: {
          summary: "Published courses, newest first, one page at a time",
          security: [{}, { bearer: [] }],
          parameters: [
            {
              name: "q",
              in: "query",
              schema: { type: "string", maxLength: CATALOG_SEARCH_MAX },
              description: "Searches title, description and instructor.",
            },
            {
              name: "category",
              in: "query",
              schema: { type: "string", enum: ["all", ...COURSE_CATEGORY_SLUGS], default: "all" },
              description: "Any other value answers 400.",
            },
            {
              name: "page",
              in: "query",
              schema: { type: "integer", minimum: 1, maximum: API_COURSES_MAX_PAGE, default: 1 },
              description:
                "Which page, from 1. A page past the end answers the last page (see `page` in the answer); follow `links.next` until it is null.",
            },
            {
              name: "limit",
              in: "query",
              schema: {
                type: "integer",
                minimum: 1,
                maximum: API_COURSES_MAX_LIMIT,
                default: API_COURSES_DEFAULT_LIMIT,
              },
              description: "Courses per page.",
            },
          ],
          responses: {
            "200": {
              description: "One page of the catalogue",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["courses", "page", "limit", "total", "pageCount", "links"],
                    properties: {
                      courses: { type: "array", items: { $ref: "#/components/schemas/Course" } },
                      page: { type: "integer", minimum: 1, description: "The page answered." },
                      limit: { type: "integer", minimum: 1, maximum: API_COURSES_MAX_LIMIT },
                      total: {
                        type: "integer",
                        minimum: 0,
                        description: "Courses matching q and category, on every page.",
                      },
                      pageCount: { type: "integer", minimum: 1 },
                      links: { $ref: "#/components/schemas/PageLinks" },
                    },
                  },
                },
              },
            },
            "400": errorResponse(
              "category is not one of the listed ones, or page or limit is not a whole number in range",
            ),
            "401": errorResponse("A token was sent and it does not verify"),
          },
        },
      },
      "/enrolments": {
        get: {
          summary: "The caller's enrolments, newest first",
          security: [{ bearer: [] }],
          responses: {
            "200": {
              description: "The enrolments",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      enrolments: {
                        type: "array",
                        items: { $ref: "#/components/schemas/Enrolment" },
                      },
                    },
                  },
                },
              },
            },
            "401": errorResponse("No token, a forged or expired token"),
          },
        },
        post: {
          summary: "Enrol the caller in a course",
          security: [{ bearer: [] }],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["course"],
                  properties: { course: { type: "string", description: "The course's slug" } },
                },
              },
            },
          },
          responses: {
            "201": {
              description: "Enrolled",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: { enrolment: { $ref: "#/components/schemas/Enrolment" } },
                  },
                },
              },
            },
            "400": errorResponse("The body is not JSON or has no course"),
            "401": errorResponse("No token, a forged or expired token"),
            "404": errorResponse("No published course has this slug"),
            "402": errorResponse("A paid course: buy it at its checkout page"),
            "409": errorResponse("Already enrolled"),
            "413": errorResponse("The body is larger than 4 KB"),
          },
        },
      },
    },
  } as const;
}
