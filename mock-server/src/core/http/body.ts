/**
 * Request bodies: a Content-Type that begins with application/json (415), UTF-8 JSON
 * (400) holding an object (400). The size limit (413) is the edge's, checked before.
 */

import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { isObject, jsonType } from "../lib/text.js";
import type { CoreRequest } from "./http.js";
import { ProblemError } from "./problem.js";

const JSON_MEDIA_TYPE = /^application\/json(\s*;|$)/i;
const decoder = new TextDecoder("utf-8", { fatal: true });
const MALFORMED: readonly RequirementId[] = ["ref.requests.malformed"];

/** Whether a Content-Type header names JSON. */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_MEDIA_TYPE.test(contentType.trim());
}

/** Throws 413 when the body is over the limit. */
export function checkBodySize(request: CoreRequest, limit: number): void {
  if (request.bodyTooLarge || request.body.length > limit) {
    throw new ProblemError(413, `The request body is larger than ${limit} bytes.`, {
      reasons: ["ref.requests.body-limit"],
    });
  }
}

/** The JSON object the body holds, or an empty one when there is no body (DELETE /jobs may come without one). */
export function readOptionalJsonObject(request: CoreRequest): Record<string, unknown> {
  return request.body.length === 0 ? {} : readJsonObject(request);
}

/** The JSON object the body holds. */
export function readJsonObject(request: CoreRequest): Record<string, unknown> {
  const contentType = request.header("content-type");
  if (!isJsonType(contentType)) {
    const got = contentType ? `'${contentType}'` : "no Content-Type";
    throw new ProblemError(415, `Send the body as application/json; got ${got}.`, {
      reasons: ["ref.requests.content-type"],
      refusal: "mediaType",
    });
  }
  let text: string;
  try {
    text = decoder.decode(request.body);
  } catch {
    throw new ProblemError(400, "The request body is not valid UTF-8.", {
      reasons: MALFORMED,
      refusal: "malformedJson",
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ProblemError(400, `The request body is not valid JSON: ${(error as Error).message}.`, {
      reasons: MALFORMED,
      refusal: "malformedJson",
    });
  }
  if (!isObject(value)) {
    throw new ProblemError(400, `The request body must be a JSON object; got ${jsonType(value)}.`, {
      reasons: MALFORMED,
      refusal: "notAnObject",
    });
  }
  return value;
}
