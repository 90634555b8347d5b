// Checks real answers of /api/v1 against the OpenAPI document the API itself serves (never
// imported by the app). OpenAPI 3.1's schemas are JSON Schema 2020-12, so Ajv's 2020 dialect reads
// them as they are: no copy of the contract to drift from the one clients download.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// biome-ignore lint/suspicious/noExplicitAny: the document is whatever the API served.
type OpenApiDocument = { paths: Record<string, Record<string, any>> };

const DOCUMENT_ID = "https://afa.test/api/v1/openapi.json";

/** JSON Pointer escaping (RFC 6901) of one path segment: "/courses" → "~1courses". */
function pointerSegment(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/**
 * A validator over one served document. `check(path, method, status, body)` answers the errors
 * of `body` against the schema the document gives that response (an empty list when it agrees),
 * and throws when the document does not describe that response at all.
 */
export function openApiValidator(document: OpenApiDocument) {
  // strict: an unknown keyword or a malformed schema in the document fails the test too.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  // The document's own fields are not schema keywords; the schemas inside are reached by $ref.
  ajv.addVocabulary(["openapi", "info", "servers", "components", "paths"]);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return {
    check(path: string, method: string, status: number, body: unknown): string[] {
      const response = document.paths[path]?.[method]?.responses?.[String(status)];
      if (!response?.content?.["application/json"]?.schema) {
        throw new Error(`The document does not describe ${method.toUpperCase()} ${path} ${status}`);
      }
      const pointer = [
        "paths",
        path,
        method,
        "responses",
        String(status),
        "content",
        "application/json",
        "schema",
      ]
        .map(pointerSegment)
        .join("/");
      const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) => `${error.instancePath || "(body)"} ${error.message} (${error.schemaPath})`,
      );
    },
  };
}
