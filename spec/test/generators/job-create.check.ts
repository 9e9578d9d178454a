// Compiled by test/generators.test.ts against each third-party generator's output (the
// import is pointed at it), not by the project's tsc: every `@ts-expect-error` line must
// be an error there, and the valid creates must compile.
import type { JobCreate } from "./generated";

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
