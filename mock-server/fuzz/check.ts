/** The fuzz property: any request is answered below 500, in a readable form, and a refused one changes nothing. */
import { bodyText, type ChangeEvent, type CoreRequest, type JobsServer } from "../src/index.js";

/** What was wrong with the answer to one request; empty when it was right. */
export function checkAnswer(server: JobsServer, request: CoreRequest): string[] {
  const changes: ChangeEvent[] = [];
  const stop = server.onChange((event) => changes.push(event));
  let problems: string[] = [];
  try {
    const response = server.handle(request);
    const askedForOutage =
      response.status === 503 && /scenario\s*=\s*unavailable/i.test(request.header("prefer") ?? "");
    if (response.status >= 500 && !askedForOutage) {
      problems.push(`answered ${response.status}: ${bodyText(response)}`);
    }
    if (response.status >= 400 && changes.length > 0) {
      problems.push(`refused with ${response.status} yet changed ${changes.map((change) => change.type)}`);
    }
    if (response.body !== undefined) {
      const type = response.headers["content-type"] ?? "";
      if (!/^application\/(problem\+)?json/.test(type)) {
        problems.push(`a body with content-type '${type}'`);
      } else {
        JSON.parse(bodyText(response) ?? "");
      }
    }
  } catch (error) {
    problems = [`threw ${(error as Error).stack}`];
  } finally {
    stop();
  }
  return problems;
}
