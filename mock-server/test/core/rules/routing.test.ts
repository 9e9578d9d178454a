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

  // Issue 23, item 6: the document says the other routing type's field is ignored, and a
  // schema-driven generator sends anything there; it is not read at all.
  it.each([
    ["e-mail", validJob({ applicationUrl: "not a url" }), "applicationUrl"],
    ["e-mail", validJob({ applicationUrl: 42 }), "applicationUrl"],
    ["e-mail", validJob({ applicationUrl: "x".repeat(500) }), "applicationUrl"],
    ["URL", validUrlJob({ applicationEmail: "not an address" }), "applicationEmail"],
    ["URL", validUrlJob({ applicationEmail: { to: "x" } }), "applicationEmail"],
  ])("ignores whatever %s routing's unused field holds, and writes it as null", async (_, body, field) => {
    const reply = await post(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body[field]).toBeNull();
  });

  it("ignores the unused field when an update switches the routing type", async () => {
    const job = await createJob(harness);
    const reply = await harness.request("PUT", `/api/v1.1/jobs/${job.id}`, {
      body: {
        applicantRoutingType: { id: 2 },
        applicationUrl: "https://careers.example.org/9",
        applicationEmail: "no",
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ applicationEmail: null, applicationUrl: "https://careers.example.org/9" });
  });

  it("reports both contact fields when the routing type itself is wrong, since either may count", async () => {
    const reply = await post(
      validJob({ applicantRoutingType: { id: 9 }, applicationUrl: "no", applicationEmail: "no" }),
    );
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual(
      expect.arrayContaining(["/applicantRoutingType/id", "/applicationEmail", "/applicationUrl"]),
    );
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
