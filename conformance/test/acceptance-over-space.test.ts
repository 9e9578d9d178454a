/**
 * Input acceptance learnt by example, tested over the space of deployments: each value of
 * each input-acceptance dimension is learnt as its entry, and a fake learnt from a drawn
 * deployment answers every borderline input as the deployment does, in status and in the
 * value it stores, and differs in no exchange of the differential proof (its edges
 * include the borderline inputs). The named differences are the first cases.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Acceptance, Dialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { expect, it } from "vitest";
import { acceptanceEdges } from "../src/dialect/acceptance-edges.js";
import { describeDifference } from "../src/differential/compare.js";
import { compareWithFake, learntDialect } from "./support/fake-comparison.js";
import { type DrawnDeployment, deploymentOf, validJobOf } from "./support/space/deployment.js";
import { type Choices, DIMENSIONS } from "./support/space/dimensions.js";

const BASE = "http://jobs.deployment.test:8443";
const RUN = { seed: 11, numRuns: 1, only: ["model", "requests"] as const };
/** Drawn deployments in `npm test`; ACCEPTANCE_DRAWN=50 measures more. */
const DRAWN = Number(process.env.ACCEPTANCE_DRAWN ?? 4);

/** The dimensions input acceptance carries, and locationForms for whether a form is taken. */
const ACCEPTANCE_DIMENSIONS = [
  "mediaTypeAnyCase",
  "dateInput",
  "lengthUnit",
  "statusCase",
  "whitespace",
  "extraDecimals",
  "requireDescription",
  "htmlComments",
  "wrongTypes",
  "unknownMembers",
  "readOnlyMembers",
  "negativeAmounts",
  "closeBeforePublish",
  "unknownStatusFilter",
  "locationForms",
] as const satisfies ReadonlyArray<keyof Choices>;

/** Each dimension's value, as the entries learning must write for it. */
const EXPECTED: { [K in (typeof ACCEPTANCE_DIMENSIONS)[number]]: Record<string, Acceptance> } = {
  mediaTypeAnyCase: { false: { mediaTypeUpperCase: "refused" }, true: { mediaTypeUpperCase: "accepted" } },
  dateInput: {
    "offset-optional": { dateWithoutOffset: "+00:00" },
    "offset-required": { dateWithoutOffset: "refused" },
  },
  lengthUnit: { "code-points": { astralTitle: "accepted" }, "utf16-units": { astralTitle: "refused" } },
  statusCase: { exact: { statusUpperCase: "refused" }, any: { statusUpperCase: "lower-cased" } },
  whitespace: { kept: { surroundingSpaces: "kept" }, trimmed: { surroundingSpaces: "trimmed" } },
  extraDecimals: {
    reject: { sixDecimals: "refused" },
    round: { sixDecimals: "rounded" },
    truncate: { sixDecimals: "truncated" },
  },
  requireDescription: { false: { noDescription: "empty" }, true: { noDescription: "refused" } },
  htmlComments: { refused: { htmlComment: "refused" }, taken: { htmlComment: "kept" } },
  wrongTypes: {
    refused: { stringBoolean: "refused", stringNumber: "refused", numberTitle: "refused" },
    coerced: { stringBoolean: "coerced", stringNumber: "coerced", numberTitle: "refused" },
  },
  unknownMembers: { ignored: { unknownMember: "ignored" }, refused: { unknownMember: "refused" } },
  readOnlyMembers: { ignored: { idMember: "ignored" }, refused: { idMember: "refused" } },
  negativeAmounts: { taken: { negativeAmount: "accepted" }, refused: { negativeAmount: "refused" } },
  closeBeforePublish: { taken: { closeBeforePublish: "accepted" }, refused: { closeBeforePublish: "refused" } },
  unknownStatusFilter: {
    refuse: { unknownStatusFilter: "refused" },
    empty: { unknownStatusFilter: "empty" },
    all: { unknownStatusFilter: "all" },
  },
  locationForms: {
    strict: { locationWithoutSpace: "accepted", locationWithoutComma: "refused", lowerCaseProvince: "accepted" },
    lenient: { locationWithoutSpace: "accepted", locationWithoutComma: "accepted", lowerCaseProvince: "accepted" },
  },
};

const valuesOf = (name: string) => DIMENSIONS.find((dimension) => dimension.name === name)?.values ?? [];

/**
 * What an app reads of an answer to a borderline input: its status, and the values a
 * normalisation changes (a closeDate sent, to the second: a default one is the clock's, and the
 * fraction another entry's).
 */
async function readOf(response: Response, sentCloseDate: boolean): Promise<unknown> {
  const json = await response.json().catch(() => undefined);
  if (response.status >= 400) {
    return { status: response.status };
  }
  if (Array.isArray(json?.data)) {
    return { status: response.status, listed: json.data.length };
  }
  const { title, status, description, confidential, salary, closeDate } = json ?? {};
  return {
    status: response.status,
    job: {
      title,
      status,
      description,
      confidential,
      amount: salary?.amount,
      ...(sentCloseDate ? { closeDate: Math.floor(Date.parse(closeDate) / 1000) } : {}),
    },
  };
}

/** Each borderline input sent to a fresh deployment and a fresh fake of `dialect`, with what each answered. */
async function borderlineAnswers(drawn: DrawnDeployment, dialect: Dialect) {
  const deployment = drawn.target.create({ admin: false });
  const fake = createJobsServer({ dialect });
  const send = async (
    to: { fetch(request: Request): Promise<Response> },
    key: string,
    edge: ReturnType<typeof acceptanceEdges>[number],
  ) =>
    readOf(
      await to.fetch(
        new Request(`${BASE}${edge.path}`, {
          method: edge.method,
          headers: { "API-Key": key, ...(edge.contentType ? { "Content-Type": edge.contentType } : {}) },
          ...(edge.body ? { body: JSON.stringify(edge.body) } : {}),
        }),
      ),
      edge.body !== undefined && "closeDate" in edge.body,
    );
  const answers: Array<{ kind: string; deployment: unknown; fake: unknown }> = [];
  for (const edge of acceptanceEdges(validJobOf(drawn))) {
    answers.push({
      kind: edge.kind,
      deployment: await send(deployment, drawn.target.keys[0] as string, edge),
      fake: await send(fake, "demo-key-1", edge),
    });
  }
  return answers;
}

const differing = (answers: Awaited<ReturnType<typeof borderlineAnswers>>) =>
  answers.filter((answer) => JSON.stringify(answer.deployment) !== JSON.stringify(answer.fake));

it("learns each value of each input-acceptance dimension as its acceptance entries", { timeout: 120_000 }, async () => {
  for (const name of ACCEPTANCE_DIMENSIONS) {
    for (const value of valuesOf(name)) {
      const dialect = await learntDialect(deploymentOf({ [name]: value }).target);
      expect(dialect.acceptance, `${name}=${String(value)}`).toMatchObject(EXPECTED[name][String(value)] ?? {});
    }
  }
});

it("answers status ACTIVE like a deployment that takes it (the reference server: 422)", async () => {
  const drawn = deploymentOf({ statusCase: "any" });
  const answers = await borderlineAnswers(drawn, await learntDialect(drawn.target));
  expect(answers.find(({ kind }) => kind === "statusUpperCase")).toMatchObject({
    deployment: { status: 201, job: { status: "active" } },
    fake: { status: 201, job: { status: "active" } },
  });
});

it("stores a six-decimal amount truncated to four like a deployment that truncates", async () => {
  const drawn = deploymentOf({ extraDecimals: "truncate" });
  const answers = await borderlineAnswers(drawn, await learntDialect(drawn.target));
  expect(answers.find(({ kind }) => kind === "sixDecimals")).toMatchObject({
    deployment: { status: 201, job: { amount: 12.3456 } },
    fake: { status: 201, job: { amount: 12.3456 } },
  });
});

it("takes an HTML comment and a job without description like a deployment that takes them", async () => {
  const drawn = deploymentOf({ htmlComments: "taken" });
  const answers = await borderlineAnswers(drawn, await learntDialect(drawn.target));
  const [comment, noDescription] = ["htmlComment", "noDescription"].map((kind) =>
    answers.find((answer) => answer.kind === kind),
  );
  expect(comment).toMatchObject({ deployment: { status: 201 }, fake: { status: 201 } });
  expect(noDescription).toMatchObject({ deployment: { job: { description: "" } }, fake: { job: { description: "" } } });
});

it("refuses a title that is a number with the deployment's validation status (400 there, once 422 here)", async () => {
  const drawn = deploymentOf({ validationStatus: 400 });
  const answers = await borderlineAnswers(drawn, await learntDialect(drawn.target));
  expect(answers.find(({ kind }) => kind === "numberTitle")).toMatchObject({
    deployment: { status: 400 },
    fake: { status: 400 },
  });
});

it("learns a fake of every drawn deployment that answers every borderline input and every exchange of the proof as it does", {
  timeout: 600_000,
}, async () => {
  const choices = fc.record(
    Object.fromEntries(ACCEPTANCE_DIMENSIONS.map((name) => [name, fc.constantFrom(...valuesOf(name))])),
  ) as fc.Arbitrary<Partial<Choices>>;
  let agreeing = 0;
  await fc.assert(
    fc.asyncProperty(choices, async (given) => {
      const drawn = deploymentOf(given);
      const dialect = await learntDialect(drawn.target);
      expect(dialect.unobserved?.filter((knob) => knob.startsWith("acceptance.")) ?? [], drawn.describe()).toEqual([]);
      expect(differing(await borderlineAnswers(drawn, dialect)), drawn.describe()).toEqual([]);
      const proof = await compareWithFake(drawn.target, dialect, RUN);
      const named = proof.differing.map(
        ({ request, differences }) =>
          `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
      );
      expect(named, drawn.describe()).toEqual([]);
      agreeing++;
    }),
    { numRuns: DRAWN, seed: 20_261_206 },
  );
  // Every drawn deployment was learnt and compared: none passed on nothing.
  expect(agreeing).toBe(DRAWN);
});
