/** The API-Key header names the employer; a missing or unknown key is a 401. */
import type { EmployerAccount } from "@jobs-toolkit/spec";
import type { JobStore } from "../domain/store.js";
import type { CoreRequest } from "./http.js";
import { ProblemError } from "./problem.js";

export function authenticate(request: CoreRequest, store: JobStore): EmployerAccount {
  const key = request.header("api-key");
  if (key === undefined || key === "") {
    throw new ProblemError(401, "Send your API key in the API-Key header.");
  }
  const employer = store.accountByKey(key);
  if (!employer) {
    throw new ProblemError(401, "The API key in the API-Key header is not known.");
  }
  return employer;
}
