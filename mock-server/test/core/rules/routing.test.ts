import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { codes, createJob, pointers, validJob, validUrlJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("applicant routing rule over %s", (transport) => {
  const harness = useHarness(transport);
  const post = (body: Record<string, unknown>) => harness.request("POST", "/api/v1.1/jobs", { body });

  it("routes to e-mail with applicationEmail, writing applicationUrl as null", async () => {
    const job = await createJob(harness, { applicationUrl: "https://ignored.example.org" });
    expect(job).toMatchObject({
      applicantRoutingType: { id: 1, name: "Email" },
      applicationEmail: "jobs@northshore-health.ca",
      applicationUrl: null,
    });
  });

  it("routes to a URL with applicationUrl, writing applicationEmail as null", async () => {
    const reply = await post(validUrlJob({ applicationEmail: "ignored@example.org" }));
    expect(reply.body).toMatchObject({
      applicantRoutingType: { id: 2, name: "URL" },
      applicationEmail: null,
      applicationUrl: "https://careers.example.org/42",
    });
  });

  it.each([
    [
      "e-mail routing without applicationEmail",
      validJob({ applicationEmail: undefined }),
      "/applicationEmail",
      "required",
    ],
    [
      "e-mail routing with a null applicationEmail",
      validJob({ applicationEmail: null }),
      "/applicationEmail",
      "required",
    ],
    [
      "an applicationEmail that is no address",
      validJob({ applicationEmail: "jobs at example" }),
      "/applicationEmail",
      "invalid_email",
    ],
    [
      "an applicationEmail over 50 characters",
      validJob({ applicationEmail: `${"a".repeat(40)}@example.org` }),
      "/applicationEmail",
      "too_long",
    ],
    ["URL routing without applicationUrl", validUrlJob({ applicationUrl: undefined }), "/applicationUrl", "required"],
    [
      "an applicationUrl without http or https",
      validUrlJob({ applicationUrl: "ftp://example.org/jobs" }),
      "/applicationUrl",
      "invalid_url",
    ],
    ["a relative applicationUrl", validUrlJob({ applicationUrl: "/careers/42" }), "/applicationUrl", "invalid_url"],
    [
      "an applicationUrl over 200 characters",
      validUrlJob({ applicationUrl: `https://example.org/${"a".repeat(190)}` }),
      "/applicationUrl",
      "too_long",
    ],
  ])("rejects %s with 422", async (_, body, pointer, code) => {
    const reply = await post(body);
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual([pointer]);
    expect(codes(reply)).toEqual([code]);
  });
});
