// A deployment that is not ours answers failures in its own shape; the CLI shows its words.
import { createJobsClient } from "@jobs-toolkit/sdk";
import { expect, it } from "vitest";
import { createHarness } from "./support/in-process.js";

function answering(status: number, body: string, contentType = "application/json") {
  return (options: Parameters<typeof createJobsClient>[0]) =>
    createJobsClient({
      ...options,
      maxRetries: 0,
      fetch: async () => new Response(body, { status, headers: { "content-type": contentType } }),
    });
}

const JOB = JSON.stringify({ title: "Nurse" });

it("prints a validation failure's message and each field it names", async () => {
  const { run } = createHarness();
  const body = JSON.stringify({ message: "Validation failed", details: { title: ["can't be blank"] } });
  const result = await run(["jobs", "create", "--input", "-"], {
    stdin: JOB,
    deps: { createClient: answering(422, body) },
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe("error: 422 Unprocessable Content: Validation failed\n  /title: can't be blank\n");
});

it("prints a text/plain refusal as the server wrote it", async () => {
  const { run } = createHarness();
  const result = await run(["jobs", "get", "7"], {
    deps: { createClient: answering(400, "id must be numeric", "text/plain") },
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe("error: 400 Bad Request: id must be numeric\n");
});

it("treats a 403 refusing the key as an authentication failure (exit 4), with the server's words", async () => {
  const { run } = createHarness();
  const result = await run(["jobs", "list"], {
    deps: { createClient: answering(403, JSON.stringify({ error: "invalid api key" })) },
  });
  expect(result.code).toBe(4);
  expect(result.stderr).toContain("error: 403 Forbidden: invalid api key\n");
  expect(result.stderr).toContain("check --api-key");
});
