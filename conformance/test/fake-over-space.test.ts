/**
 * The learner tested over the space of legal deployments: fast-check draws deployments,
 * a fake is learnt from each (its categories' path told, as `--categories-path` tells it),
 * and the differential proof (seed runs and the protocol's edges) is sent to the
 * deployment and its fake. Learning never fails, its document passes the schema, no
 * exchange tells the fake from its deployment, and the proof is not blind: it tells the
 * fake of the plainest deployment apart. npm run bench:fake-agreement measures the
 * agreement over 50 drawn deployments.
 */

import { readFileSync } from "node:fs";
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { type Dialect, WRITTEN_JOB_FIELDS } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import type { DifferentialSummary } from "../src/differential/mirror.js";
import { compareWithFake, learntDialect, steppingClock } from "./support/fake-comparison.js";
import { type DrawnDeployment, deploymentArb, deploymentOf, validJobOf } from "./support/space/deployment.js";
import { DIMENSIONS } from "./support/space/dimensions.js";

/** One short run of the areas whose requests vary most, and the edges. */
const RUN = { seed: 11, numRuns: 1, only: ["model", "requests"] as const };

const pathsOf = (drawn: DrawnDeployment) => ({ categoriesPath: drawn.choices.categoriesPath });

const described = ({ differing }: DifferentialSummary) =>
  differing.map(
    ({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`,
  );

/** Something that answers requests: a drawn deployment or a fake. */
type Answering = { fetch(request: Request): Promise<Response> };

/** A request to `to` under `key`, with a JSON body where one is given. */
const ask = (to: Answering, key: string, method: string, path: string, body?: unknown) =>
  to.fetch(
    new Request(`http://jobs.deployment.test${path}`, {
      method,
      headers: { "API-Key": key, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

let plainest: Dialect;
beforeAll(async () => {
  plainest = await learntDialect(deploymentOf().target);
}, 60_000);

it("learns a fake of the plainest deployment that no exchange tells apart from it", { timeout: 60_000 }, async () => {
  const summary = await compareWithFake(deploymentOf().target, plainest, RUN);
  expect(summary.compared).toBeGreaterThan(50);
  expect(described(summary)).toEqual([]);
});

it("learns a fake of the plainest deployment that no exchange tells apart from it across midnight", {
  timeout: 60_000,
}, async () => {
  // Each side's clock crosses midnight at its own request, as two real clocks do: one side
  // showed 23:59:59 ("end of day") or 00:00:00 ("start of day") where the other had moved
  // on ("a time"), and a run at midnight told the fake from its deployment.
  const acrossMidnight = () => steppingClock(Date.parse("2026-12-31T23:59:59.700Z"));
  const summary = await compareWithFake(deploymentOf().target, plainest, { ...RUN, clock: acrossMidnight });
  expect(summary.compared).toBeGreaterThan(50);
  expect(described(summary)).toEqual([]);
});

it("learns a fake of a deployment that sorts the members of every object, nested ones too, which writes them so", {
  timeout: 60_000,
}, async () => {
  // The proof once named the order of a salary's members: the fake wrote nested objects in its own order.
  const drawn = deploymentOf({ memberOrder: "alphabetical" });
  const dialect = await learntDialect(drawn.target, pathsOf(drawn));
  expect(described(await compareWithFake(drawn.target, dialect, RUN, pathsOf(drawn)))).toEqual([]);
});

it("learns a fake of a deployment that keeps the routing field a type does not use, which keeps it too", {
  timeout: 60_000,
}, async () => {
  const drawn = deploymentOf({ otherRoutingField: "kept" });
  const dialect = await learntDialect(drawn.target, pathsOf(drawn));
  expect(dialect.insideJobs?.otherRoutingField).toBe("kept");
  expect(described(await compareWithFake(drawn.target, dialect, RUN, pathsOf(drawn)))).toEqual([]);
});

it("learns every drawn deployment into a fake no exchange tells apart from it, where a stranger's differs", {
  timeout: 300_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(deploymentArb(), async (drawn) => {
      const dialect = await learntDialect(drawn.target, pathsOf(drawn));
      expect(await checkDialect(dialect), drawn.describe()).toEqual([]);
      const learnt = await compareWithFake(drawn.target, dialect, RUN, pathsOf(drawn));
      expect(learnt.compared, drawn.describe()).toBeGreaterThan(50);
      expect(described(learnt), drawn.describe()).toEqual([]);
      // The proof is not blind: the fake of the plainest deployment is told apart.
      const stranger = await compareWithFake(drawn.target, plainest, RUN, pathsOf(drawn));
      expect(stranger.differing.length, drawn.describe()).toBeGreaterThan(0);
    }),
    { numRuns: 3, seed: 20_261_206 },
  );
});

it("refuses autoRefresh on the standard plan with the deployment's own status and body, not validation's", {
  timeout: 60_000,
}, async () => {
  // 6 of 50 drawn deployments once differed here: the fake answered a plan refusal as an invalid field.
  for (const planRefusalStatus of [403, 422] as const) {
    const drawn = deploymentOf({ plans: "second-standard-refused", planRefusalStatus, validationStatus: 400 });
    const dialect = await learntDialect(drawn.target, pathsOf(drawn));
    expect(dialect.errors?.plan, drawn.describe()).toMatchObject({ status: planRefusalStatus });
    const deployment = drawn.target.create({ admin: false });
    const fake = createJobsServer({ dialect });
    const refusalOf = async (to: Answering, key: string) => {
      const response = await ask(to, key, "POST", "/api/v1.1/jobs", { ...validJobOf(drawn), autoRefresh: true });
      // The words too: a plan refusal says the same whatever the job, so they are the class's own.
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        body: await response.json(),
      };
    };
    const [there, here] = [
      await refusalOf(deployment, drawn.target.keys[1] as string),
      await refusalOf(fake, "demo-key-2"),
    ];
    expect(here, drawn.describe()).toEqual(there);
  }
});

it("writes the words a deployment says for each rule, with the field and value of each refusal, and alike to every refusal of a class", {
  timeout: 120_000,
}, async () => {
  const refusalsOf = async (drawn: DrawnDeployment, dialect: Dialect) => {
    const deployment = drawn.target.create({ admin: false });
    const fake = createJobsServer({ dialect });
    const valid = validJobOf(drawn);
    const category = (valid.categories as Array<{ id: number }>)[0] as { id: number };
    const sent = [
      { path: "/api/v1.1/jobs", body: { ...valid, title: "T".repeat(300) } },
      // Words naming the value sent, at an index the learning request did not use.
      { path: "/api/v1.1/jobs", body: { ...valid, categories: [category, { id: 987_654 }] } },
      { path: "/api/v1.1/jobs", body: { ...valid, salary: { amount: 1000, type: { id: 9 } } } },
      { path: "/api/v1.1/jobs", body: { ...valid, status: "paused" } },
      { path: "/api/v1.1/jobs/2147483000" },
    ];
    const answers = async (to: Answering, key: string) =>
      Promise.all(
        sent.map(async ({ path, body }) => {
          const response = await ask(to, key, body ? "POST" : "GET", path, body);
          return { status: response.status, body: await response.text() };
        }),
      );
    return {
      there: await answers(deployment, drawn.target.keys[0] as string),
      here: await answers(fake, "demo-key-1"),
    };
  };
  // Detailed words once stayed the fake's own (`must be at most 256 characters; got 300`), and the proof compared none.
  for (const errorWords of ["generic", "french", "detailed"] as const) {
    for (const errorShape of ["problem", "violations", "text"] as const) {
      const drawn = deploymentOf({ errorWords, errorShape });
      const { there, here } = await refusalsOf(drawn, await learntDialect(drawn.target, pathsOf(drawn)));
      expect(here, drawn.describe()).toEqual(there);
    }
  }
});

it("writes another method's refusal on an unknown path in the words its methods share, where GET's has no body", {
  timeout: 60_000,
}, async () => {
  // Once the fake's own message: the method's words were compared only with GET's empty 404;
  // and GET's words: a method refused in other words of the same shape was not kept apart.
  for (const drawn of [
    deploymentOf({ methodStatus: 404, unknownRouteBody: "empty", errorWords: "generic" }),
    deploymentOf({
      methodStatus: 404,
      errorShape: "text",
      errorWords: "generic",
      errorMediaType: "application/json; charset=utf-8",
      allowHeader: "none",
    }),
  ]) {
    const dialect = await learntDialect(drawn.target, pathsOf(drawn));
    const deployment = drawn.target.create({ admin: false });
    const fake = createJobsServer({ dialect });
    const answer = async (to: Answering, key: string) => {
      const response = await ask(to, key, "PUT", "/api/v1.1/no-such-collection", validJobOf(drawn));
      return { status: response.status, body: await response.text() };
    };
    const there = await answer(deployment, drawn.target.keys[0] as string);
    expect(await answer(fake, "demo-key-1"), drawn.describe()).toEqual(there);
  }
});

it("learns which fields a deployment reads before the locations, and its fake adds the places a refused write named as it does", {
  timeout: 120_000,
}, async () => {
  // Every field a body writes before the locations, none, or the document's order (written as none).
  const everyField = WRITTEN_JOB_FIELDS.filter((field) => field !== "locations");
  for (const [locationsRead, readBefore] of [
    ["first", []],
    ["last", everyField],
    ["in-order", undefined],
  ] as const) {
    const drawn = deploymentOf({ locationsRead });
    const dialect = await learntDialect(drawn.target, pathsOf(drawn));
    expect(dialect.locations?.addedOn, drawn.describe()).toBe("read");
    expect(dialect.locations?.readBefore, drawn.describe()).toEqual(readBefore);
    const deployment = drawn.target.create({ admin: false });
    const fake = createJobsServer({ dialect });
    const valid = validJobOf(drawn);
    const category = (valid.categories as Array<{ id: number }>)[0] as { id: number };
    // Writes refused each for one reason, each naming a town nobody holds: fields read before
    // or after the locations, a contact field's own rule (read with it), the field a routing
    // type needs (a rule on the whole job, once the contact rule was read as one). Then jobs
    // naming a new town and two of those: which towns come before it says which were added.
    const refusals = [
      { title: "" },
      { categories: [category, { id: 987_654 }] },
      { applicantRoutingType: { id: 1 }, applicationEmail: `${"a".repeat(60)}@example.org` },
      { applicantRoutingType: { id: 2 }, applicationUrl: null },
    ];
    const towns = ["Qamani, NU", "Ulukhaktok, NT", "Arviat, NU", "Igloolik, NU"];
    const idsOf = async (to: Answering, key: string) => {
      const named = (towns: string[]) => towns.map((description) => ({ description }));
      for (const [index, refusal] of refusals.entries()) {
        const refused = await ask(to, key, "POST", "/api/v1.1/jobs", {
          ...valid,
          ...refusal,
          locations: named([towns[index] as string]),
        });
        expect(refused.status, JSON.stringify(refusal)).toBeGreaterThanOrEqual(400);
      }
      const ids: number[] = [];
      for (const [first, ...pair] of [
        ["Kugaaruk, NU", ...towns.slice(0, 2)],
        ["Pond Inlet, NU", ...towns.slice(2)],
      ]) {
        const response = await ask(to, key, "POST", "/api/v1.1/jobs", {
          ...valid,
          locations: named([first as string, ...pair]),
        });
        ids.push(...((await response.json()).locations as Array<{ id: number }>).map(({ id }) => id));
      }
      const ranks = [...ids].sort((left, right) => left - right);
      return ids.map((id) => ranks.indexOf(id));
    };
    expect(await idsOf(fake, "demo-key-1"), drawn.describe()).toEqual(
      await idsOf(deployment, drawn.target.keys[0] as string),
    );
  }
});

it("learns a deployment that makes each other location form a place of its own, and its fake makes the same places", {
  timeout: 60_000,
}, async () => {
  const drawn = deploymentOf({ locationForms: "own-place" });
  const dialect = await learntDialect(drawn.target, pathsOf(drawn));
  expect(dialect.acceptance, drawn.describe()).toMatchObject({
    locationWithoutSpace: "own-place",
    locationWithoutComma: "own-place",
    lowerCaseProvince: "own-place",
  });
  const valid = validJobOf(drawn);
  const [{ description: held }] = valid.locations as [{ description: string }];
  const [city, code] = held.split(", ") as [string, string];
  // Each form twice (the second finds the place the first made), then the place its `City, XX` names.
  const forms = [`${city},${code}`, `${city} ${code}`, `${city}, ${code.toLowerCase()}`];
  const placesOf = async (to: Answering, key: string) => {
    const shown: Array<{ id: number; description: string }> = [];
    for (const description of [...forms, ...forms, held]) {
      const response = await ask(to, key, "POST", "/api/v1.1/jobs", { ...valid, locations: [{ description }] });
      shown.push(...(await response.json()).locations.slice(0, 1));
    }
    // Which places are one, and in which order they came: where new ids start is the proof's to pair.
    const ranks = [...new Set(shown.map(({ id }) => id))].sort((left, right) => left - right);
    return shown.map(({ id, description }) => ({ place: ranks.indexOf(id), description }));
  };
  const there = await placesOf(drawn.target.create({ admin: false }), drawn.target.keys[0] as string);
  expect(new Set(there.map(({ place }) => place)).size, drawn.describe()).toBe(4);
  expect(await placesOf(createJobsServer({ dialect }), "demo-key-1"), drawn.describe()).toEqual(there);
});

it("lists every dimension of the space in docs/dialect.md with the dialect entry that covers it", () => {
  const whole = readFileSync(new URL("../../docs/dialect.md", import.meta.url), "utf8");
  const document = whole.slice(
    whole.indexOf("## The space of deployments"),
    whole.indexOf("## Not in the dialect yet"),
  );
  const listed = [...document.matchAll(/^\| `([a-zA-Z]+)` \| (.+?) \|/gm)].map(([, name, entry]) => ({ name, entry }));
  expect(listed.map(({ name }) => name).sort()).toEqual(DIMENSIONS.map(({ name }) => name).sort());
  expect(listed.filter(({ entry }) => entry?.trim() === "")).toEqual([]);
});
