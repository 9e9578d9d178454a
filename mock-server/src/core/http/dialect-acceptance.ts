/**
 * The Content-Type a deployment takes, learnt by example (`dialect.acceptance.mediaTypeUpperCase`):
 * the reference server reads `APPLICATION/JSON` as JSON, as media types are case-blind,
 * but a deployment may compare it as written and refuse it.
 */
import type { Acceptance } from "@jobs-toolkit/spec";
import type { CoreRequest } from "./http.js";
import { ProblemError } from "./problem.js";
import type { Handler } from "./router.js";

const LOWER_CASE_JSON = /^\s*application\/json(\s*;|\s*$)/;

/** Throws the media-type refusal for a body whose Content-Type names JSON other than in lower case, where the deployment refuses it. */
function checkMediaTypeCase(request: CoreRequest, acceptance: Acceptance): void {
  const contentType = request.header("content-type");
  if (acceptance.mediaTypeUpperCase !== "refused" || contentType === undefined || request.body.length === 0) {
    return;
  }
  if (/^\s*application\/json/i.test(contentType) && !LOWER_CASE_JSON.test(contentType)) {
    throw new ProblemError(415, `Send the body as application/json; got '${contentType}'.`, {
      reasons: ["ref.requests.content-type"],
      refusal: "mediaType",
    });
  }
}

/** `handler`, answering first with the media-type refusal where the deployment refuses the Content-Type's case. */
export function withMediaTypeCase<Context extends { request: CoreRequest }>(
  handler: Handler<Context>,
  acceptance: Acceptance,
): Handler<Context> {
  if (acceptance.mediaTypeUpperCase !== "refused") {
    return handler;
  }
  return (context, params) => {
    checkMediaTypeCase(context.request, acceptance);
    return handler(context, params);
  };
}
