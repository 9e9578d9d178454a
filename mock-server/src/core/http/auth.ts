/** The API-Key header names the employer; a missing or unknown key is a 401. */
import type { EmployerAccount } from "@jobs-toolkit/spec";
import type { StoreReader } from "../domain/store.js";
import type { CoreRequest } from "./http.js";
import { ProblemError } from "./problem.js";

/** Who a request says it comes from, looked up once: the key it sent and the employer holding it. */
export interface Caller {
  key: string | undefined;
  employer: EmployerAccount | undefined;
}

export function identify(request: CoreRequest, store: StoreReader): Caller {
  const key = request.header("api-key");
  return { key, employer: key === undefined || key === "" ? undefined : store.accountByKey(key) };
}

/** The caller's employer, or the 401 that refuses the request. */
export function authenticate({ key, employer }: Caller): EmployerAccount {
  if (key === undefined || key === "") {
    throw new ProblemError(401, "Send your API key in the API-Key header.", {
      refusal: "missingKey",
      reasons: ["auth.key-required"],
    });
  }
  if (!employer) {
    throw new ProblemError(401, "The API key in the API-Key header is not known.", {
      refusal: "badKey",
      reasons: ["auth.unknown-key-refused"],
    });
  }
  return employer;
}
