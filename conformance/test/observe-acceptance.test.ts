/**
 * Learning input acceptance never guesses: a borderline input tells something only where
 * the job it departs from is taken, and a kind the deployment showed nothing of is listed
 * as unobserved, the document still valid.
 */
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { expect, it } from "vitest";
import { learnDialect } from "../src/index.js";
import { deploymentOf } from "./support/space/deployment.js";

const BASE = "http://jobs.deployment.test:8443";

/** A drawn deployment behind `wrap`, learnt. */
async function learnt(
  wrap: (request: Request, answer: () => Promise<Response>) => Promise<Response>,
  choices: Parameters<typeof deploymentOf>[0] = {},
) {
  const { target } = deploymentOf(choices);
  const deployment = target.create({ admin: false });
  const { dialect } = await learnDialect({
    fetch: (request) => wrap(request, () => deployment.fetch(request)),
    baseUrl: BASE,
    apiKeys: [...target.keys],
    profile: "seed",
    only: [],
  });
  return dialect.document;
}

it("lists every acceptance kind as unobserved where the deployment creates no job at all", async () => {
  const document = await learnt((request, answer) =>
    request.method === "POST" ? Promise.resolve(new Response('{"message":"closed"}', { status: 422 })) : answer(),
  );
  expect(await checkDialect(document)).toEqual([]);
  expect(document.acceptance).toBeUndefined();
  expect(document.unobserved).toEqual(
    expect.arrayContaining(["acceptance.statusUpperCase", "acceptance.noDescription"]),
  );
});

it("lists a kind as unobserved where the deployment takes the input but stores it in no form the dialect names", async () => {
  // A deployment that writes every title in upper case: spaces kept or trimmed, the title is neither.
  const document = await learnt(async (request, answer) => {
    const response = await answer();
    const text = await response.text();
    const job = request.method === "POST" && response.ok ? JSON.parse(text) : undefined;
    const shown =
      job && typeof job.title === "string" ? JSON.stringify({ ...job, title: job.title.toUpperCase() }) : text;
    return new Response(response.status === 204 ? null : shown, { status: response.status, headers: response.headers });
  });
  expect(await checkDialect(document)).toEqual([]);
  expect(document.acceptance).not.toHaveProperty("surroundingSpaces");
  expect(document.unobserved).toContain("acceptance.surroundingSpaces");
  expect(document.acceptance).toMatchObject({ statusUpperCase: "refused", negativeAmount: "accepted" });
});

it("lists a kind as unobserved where the deployment refuses it otherwise than its other invalid jobs (a title that is a number: 400 there, 422 for the rest)", async () => {
  const document = await learnt(
    async (request, answer) => {
      const body = request.method === "POST" ? await request.clone().text() : "";
      return /"title":\d/.test(body) ? new Response('{"message":"bad request"}', { status: 400 }) : answer();
    },
    { validationStatus: 422 },
  );
  expect(await checkDialect(document)).toEqual([]);
  expect(document.acceptance).not.toHaveProperty("numberTitle");
  expect(document.unobserved).toContain("acceptance.numberTitle");
  expect(document.acceptance).toMatchObject({ stringBoolean: "refused", statusUpperCase: "refused" });
});

it("takes a location form as accepted only where it names the place its 'City, XX' names, else as a place of its own", async () => {
  // A lenient deployment, except that `City,XX` (no space) is made a place of its own.
  const document = await learnt(
    async (request, answer) => {
      const sent = request.method === "POST" ? await request.clone().text() : "";
      const response = await answer();
      if (!response.ok || !/"description":"[^"]+,[A-Z]{2}"/.test(sent)) {
        return response;
      }
      const job = await response.json();
      job.locations[0] = { ...job.locations[0], id: 987_654 };
      return Response.json(job, { status: response.status, headers: response.headers });
    },
    { locationForms: "lenient" },
  );
  expect(await checkDialect(document)).toEqual([]);
  expect(document.acceptance).toMatchObject({
    locationWithoutComma: "accepted",
    lowerCaseProvince: "accepted",
    locationWithoutSpace: "own-place",
  });
});
