// Type tests, checked by the type check (`tsc -b`, the first step of `npm test`): the public types come from the spec, with no any.

import type { JobCreate as SpecJobCreate } from "@jobs-toolkit/spec";
import type { Client } from "openapi-fetch";
import { expectTypeOf, it } from "vitest";
import {
  type ConnectionError,
  createJobsClient,
  type EmailRoutedJobCreate,
  type Job,
  type JobCreate,
  type JobHeader,
  type JobListPage,
  type JobStatus,
  type JobsApiError,
  type LocationListPage,
  type NotFoundError,
  type PositionTypeList,
  type Problem,
  type ProblemError,
  type paths,
  type UpsertResult,
  type UrlRoutedJobCreate,
  type ValidationError,
} from "../src/index.js";

const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });

// The keys of T that an object literal must name.
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type Required = "title" | "description" | "locations" | "categories" | "positionType" | "applicantRoutingType";

it("create requires title, description, locations, categories, positionType, applicantRoutingType and the routing's field", () => {
  expectTypeOf(client.jobs.create).parameter(0).toEqualTypeOf<JobCreate>();
  type EmailRouted = Extract<JobCreate, { applicantRoutingType: { id: 1 } }>;
  type UrlRouted = Extract<JobCreate, { applicantRoutingType: { id: 2 } }>;
  expectTypeOf<RequiredKeys<EmailRouted>>().toEqualTypeOf<Required | "applicationEmail">();
  expectTypeOf<RequiredKeys<UrlRouted>>().toEqualTypeOf<Required | "applicationUrl">();
});

it("JobCreate takes exactly what the spec's JobCreate takes, as one named type per routing type", () => {
  expectTypeOf<JobCreate>().toExtend<SpecJobCreate>();
  expectTypeOf<SpecJobCreate>().toExtend<JobCreate>();
  expectTypeOf<JobCreate>().toEqualTypeOf<EmailRoutedJobCreate | UrlRoutedJobCreate>();
});

it("create rejects routing type 1 without applicationEmail and type 2 without applicationUrl", () => {
  const job = {
    title: "Nurse",
    description: "<p>x</p>",
    locations: [{ description: "Toronto, ON" }],
    categories: [{ id: 1 }],
    positionType: { id: 1 },
  };
  // @ts-expect-error routing type 1 (Email) needs applicationEmail
  void client.jobs.create({ ...job, applicantRoutingType: { id: 1 }, applicationUrl: "https://x.example" });
  // @ts-expect-error routing type 2 (URL) needs applicationUrl
  void client.jobs.create({ ...job, applicantRoutingType: { id: 2 }, applicationEmail: "jobs@x.example" });
  void client.jobs.create({ ...job, applicantRoutingType: { id: 1 }, applicationEmail: "jobs@x.example" });
  void client.jobs.create({ ...job, applicantRoutingType: { id: 2 }, applicationUrl: "https://x.example" });
});

it("create rejects a job without a title, locations or categories", () => {
  const rest = {
    description: "<p>x</p>",
    positionType: { id: 1 },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://x.example",
  } as const;
  const locations = [{ description: "Toronto, ON" }];
  const categories = [{ id: 1 }];
  // @ts-expect-error title is required on create
  void client.jobs.create({ ...rest, locations, categories });
  // @ts-expect-error locations are required on create
  void client.jobs.create({ ...rest, title: "Nurse", categories });
  // @ts-expect-error categories are required on create
  void client.jobs.create({ ...rest, title: "Nurse", locations });
  void client.jobs.create({ ...rest, title: "Nurse", locations, categories });
});

it("create takes locations by description and categories by id only", () => {
  expectTypeOf<JobCreate["locations"]>().toEqualTypeOf<{ description: string }[]>();
  expectTypeOf<JobCreate["categories"]>().toEqualTypeOf<{ id: number }[]>();
});

it("get resolves a Job whose status is active, archived or draft", () => {
  expectTypeOf(client.jobs.get).returns.resolves.toEqualTypeOf<Job>();
  expectTypeOf<Awaited<ReturnType<typeof client.jobs.get>>["status"]>().toEqualTypeOf<
    "active" | "archived" | "draft"
  >();
  expectTypeOf<JobStatus>().toEqualTypeOf<"active" | "archived" | "draft">();
});

it("get takes a numeric id, not a string", () => {
  expectTypeOf(client.jobs.get).parameter(0).toEqualTypeOf<number>();
  // @ts-expect-error a job id is a number
  void client.jobs.get("1042");
});

it("archive, publish and delete name a job by id or by { referenceId }", () => {
  expectTypeOf(client.jobs.archive).parameter(0).toEqualTypeOf<number | { referenceId: string }>();
  expectTypeOf(client.jobs.delete).returns.resolves.toEqualTypeOf<void>();
  expectTypeOf(client.jobs.publish).returns.resolves.toEqualTypeOf<Job>();
  // @ts-expect-error a referenceId target is an object, not a bare string
  void client.jobs.archive("REQ-1");
});

it("upsert resolves the job and whether it was created, when the status tells", () => {
  expectTypeOf(client.jobs.upsert).returns.resolves.toEqualTypeOf<UpsertResult>();
  expectTypeOf<UpsertResult>().toEqualTypeOf<{ job: Job; created: boolean | undefined }>();
});

it("update takes a patch of optional fields", () => {
  void client.jobs.update(1, { title: "Nurse" });
  void client.jobs.update({ referenceId: "REQ-1" }, {});
  // @ts-expect-error status is one of the three statuses
  void client.jobs.update(1, { status: "closed" });
});

it("list resolves one JobListPage and takes q, status, pageSize and page", () => {
  expectTypeOf(client.jobs.list).returns.resolves.toEqualTypeOf<JobListPage>();
  void client.jobs.list({ q: "nurse", status: "active", pageSize: 25, page: 2 });
  // @ts-expect-error status filters by one of the three statuses
  void client.jobs.list({ status: "open" });
});

it("pages yields JobListPage and listAll yields JobHeader", async () => {
  expectTypeOf(client.jobs.pages()).toEqualTypeOf<AsyncGenerator<JobListPage, void, undefined>>();
  expectTypeOf(client.jobs.listAll()).toEqualTypeOf<AsyncGenerator<JobHeader, void, undefined>>();
  for await (const header of client.jobs.listAll({ status: "draft" })) {
    expectTypeOf(header).toEqualTypeOf<JobHeader>();
    expectTypeOf(header.status).toEqualTypeOf<JobStatus>();
  }
});

it("collections resolve their spec types", () => {
  expectTypeOf(client.positionTypes.list).returns.resolves.toEqualTypeOf<PositionTypeList>();
  expectTypeOf(client.locations.list).returns.resolves.toEqualTypeOf<LocationListPage>();
});

it("raw is openapi-fetch's client over the spec's paths", () => {
  expectTypeOf(client.raw).toEqualTypeOf<Client<paths>>();
});

it("raw types data by operation and keeps data and error apart", async () => {
  const { data, error } = await client.raw.GET("/api/v1.1/jobs/{id}", { params: { path: { id: 1 } } });
  // openapi-fetch maps the body through its Readable<>, which spells Job differently.
  expectTypeOf(data).toExtend<Job | undefined>();
  expectTypeOf<Job>().toExtend<NonNullable<typeof data>>();
  expectTypeOf(error).toEqualTypeOf<Problem | undefined>();
});

it("error classes narrow status and problem", () => {
  expectTypeOf<NotFoundError["status"]>().toEqualTypeOf<404>();
  expectTypeOf<NotFoundError["problem"]>().toEqualTypeOf<Problem>();
  expectTypeOf<ValidationError["errors"]>().toEqualTypeOf<readonly ProblemError[]>();
  expectTypeOf<ConnectionError["status"]>().toEqualTypeOf<undefined>();
  expectTypeOf<JobsApiError["status"]>().toEqualTypeOf<number | undefined>();
});

it("has no any in what the domain methods take and resolve", () => {
  expectTypeOf<Job>().not.toBeAny();
  expectTypeOf<JobCreate>().not.toBeAny();
  expectTypeOf<Awaited<ReturnType<typeof client.jobs.upsert>>["job"]>().not.toBeAny();
  expectTypeOf<Parameters<typeof client.jobs.list>[0]>().not.toBeAny();
  expectTypeOf<Parameters<typeof client.locations.list>[0]>().not.toBeAny();
  expectTypeOf<JobsApiError["problem"]>().not.toBeAny();
});
