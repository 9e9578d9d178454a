// Compiled by test/generators.test.ts against each third-party generator's output (the
// import is pointed at it), not by the project's tsc: every `@ts-expect-error` line must
// be an error there, and the valid creates must compile.
import type { Job, JobCreate, JobHeader } from "./generated";

const common = {
  description: "<p>Night shifts.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
};

export const emailRouted: JobCreate = {
  ...common,
  title: "Registered Nurse",
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@northshore-health.ca",
};

export const urlRouted: JobCreate = {
  ...common,
  title: "Registered Nurse",
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://careers.example.org/42",
};

// @ts-expect-error a create needs a title
export const withoutTitle: JobCreate = {
  ...common,
  applicantRoutingType: { id: 2 },
  applicationUrl: "https://careers.example.org/42",
};

// @ts-expect-error routing type 1 (Email) needs applicationEmail
export const emailRoutedWithoutEmail: JobCreate = {
  ...common,
  title: "Registered Nurse",
  applicantRoutingType: { id: 1 },
  applicationUrl: "https://careers.example.org/42",
};

// What the server assigns is read-only wherever it appears.
export function edit(job: Job, header: JobHeader): void {
  // @ts-expect-error a job's id is assigned by the server
  job.id = 2;
  // @ts-expect-error so is its publishDate
  job.publishDate = "2026-11-21T00:00:00Z";
  // @ts-expect-error and its employer's name
  job.employer.name = "Someone else";
  // @ts-expect-error a list's header carries the same id
  header.id = 2;
}
