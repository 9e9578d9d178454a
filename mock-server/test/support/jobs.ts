/** Valid job bodies to start from, and helpers that create jobs through a harness. */
import { expect } from "vitest";
import type { Harness, Reply } from "./harness.js";

/** A complete, valid create body routed to e-mail. */
export function validJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Registered Nurse, Emergency",
    description: "<p>Join our <strong>emergency</strong> team.</p>",
    locations: [{ description: "Toronto, ON" }],
    categories: [{ id: 12 }],
    positionType: { id: 1 },
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@northshore-health.ca",
    ...overrides,
  };
}

/** A complete, valid create body routed to a URL. */
export function validUrlJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { applicationEmail: _, ...job } = validJob();
  return { ...job, applicantRoutingType: { id: 2 }, applicationUrl: "https://careers.example.org/42", ...overrides };
}

/** Creates a job and returns it, failing the test unless the answer is 201. */
export async function createJob(
  harness: Harness,
  overrides: Record<string, unknown> = {},
  key = "demo-key-1",
): Promise<Reply["body"]> {
  const reply = await harness.request("POST", "/api/v1.1/jobs", { body: validJob(overrides), key });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

/** The pointers of a 422's errors. */
export function pointers(reply: Reply): string[] {
  return (reply.body?.errors ?? []).map((error: { pointer: string }) => error.pointer);
}

/** The codes of a problem's errors. */
export function codes(reply: Reply): string[] {
  return (reply.body?.errors ?? []).map((error: { code: string }) => error.code);
}
