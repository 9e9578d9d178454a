/**
 * A deployment's words for a rule, learnt from one refusal and written for another: what
 * learning names as a placeholder, writing puts back, and nothing else.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderBody, requestFacts, ruleKey, violationFields, wordsOf, writeWords } from "../src/index.js";

const categoryFacts = (index: number, id: number) => ({
  ...violationFields(`/categories/${index}/id`),
  value: String(id),
});

describe("rule keys", () => {
  it("name a rule by its pointer, each index a star, or by its query parameter", () => {
    expect(ruleKey({ pointer: "/categories/1/id", code: "unknown_id" })).toBe("/categories/*/id unknown_id");
    expect(ruleKey({ pointer: "/title", code: "too_long" })).toBe("/title too_long");
    expect(ruleKey({ pointer: "", parameter: "page", code: "out_of_range" })).toBe("?page out_of_range");
  });
});

describe("words", () => {
  it("learns the field and the value sent as placeholders, and writes another refusal's there", () => {
    const learnt = wordsOf("category 987654 does not exist at categories.0.id", categoryFacts(0, 987_654));
    expect(learnt).toBe("category {value} does not exist at {dotted}");
    expect(writeWords(learnt, categoryFacts(2, 41))).toBe("category 41 does not exist at categories.2.id");
  });

  it("learns the job that already holds a referenceId sent, and writes another refusal's holder there", () => {
    const facts = (value: string, holder: string) => ({ ...violationFields("/referenceId"), value, holder });
    const learnt = wordsOf("'NH-11' is already used by job 886", facts("NH-11", "886"));
    expect(learnt).toBe("'{value}' is already used by job {holder}");
    expect(writeWords(learnt, facts("NH-12", "1048"))).toBe("'NH-12' is already used by job 1048");
  });

  it("names a fact only as a whole token: a value inside a longer word or number stays text", () => {
    expect(wordsOf("takes 1 to 3 entries, not 13", { ...violationFields("/categories"), value: "3" })).toBe(
      "takes 1 to {value} entries, not 13",
    );
    expect(wordsOf("subtitle is not title", { ...violationFields("/title"), value: undefined })).toBe(
      "subtitle is not {dotted}",
    );
  });

  it("names the request's method, path and job id in a class's words", () => {
    const facts = requestFacts("PATCH", "/api/v1.1/jobs/29");
    expect(facts.id).toBe("29");
    expect(wordsOf("PATCH is not allowed on /api/v1.1/jobs/29", { ...facts }, (name) => `{/${name}}`)).toBe(
      "{/method} is not allowed on {/path}",
    );
  });

  it("names the methods a path takes, as the refusal's Allow lists them, and the method overridden", () => {
    const allowed = requestFacts("PATCH", "/api/v1.1/jobs", undefined, "GET, POST, PUT, DELETE");
    expect(wordsOf("PATCH: use GET, POST, PUT, DELETE.", { ...allowed }, (name) => `{/${name}}`)).toBe(
      "{/method}: use {/allow}.",
    );
    const overridden = requestFacts("POST", "/api/v1.1/jobs", "PATCH", "PUT, DELETE");
    expect(wordsOf("PATCH cannot be sent as an override", { ...overridden }, (name) => `{/${name}}`)).toBe(
      "{/override} cannot be sent as an override",
    );
  });

  it("says again, with the same facts, exactly the words it learnt from", () => {
    const word = fc.stringMatching(/^[a-z0-9.'<>-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), word, (words, value) => {
        const facts = { ...violationFields("/title"), value };
        const text = words.join(" ");
        expect(writeWords(wordsOf(text, facts), facts)).toBe(text);
      }),
    );
  });
});

describe("a format of a refusal's words", () => {
  it("names the request's job id, and falls back to the server's own message where the request named none", () => {
    const format = { $: "format", text: "No job with id {/id}.", else: { $: "own", at: "/message" } };
    const own = (path: string, message: string) => ({ ...requestFacts("DELETE", path), message });
    expect(renderBody(format, own("/api/v1.1/jobs/18", "No job with id 18."), "")).toBe("No job with id 18.");
    // Once "No job with id .": a job named by its referenceId has no id in the path.
    expect(renderBody(format, own("/api/v1.1/jobs", "No job with referenceId 'NH-1'."), "")).toBe(
      "No job with referenceId 'NH-1'.",
    );
  });

  it("count the rules a request broke, in the form for one or for more", () => {
    const plural = {
      $: "plural",
      at: "/count",
      one: { $: "format", text: "The job breaks {/count} rule." },
      other: { $: "format", text: "The job breaks {/count} rules." },
    };
    expect(renderBody({ detail: plural }, { count: 1 }, "")).toEqual({ detail: "The job breaks 1 rule." });
    expect(renderBody({ detail: plural }, { count: 3 }, "")).toEqual({ detail: "The job breaks 3 rules." });
  });
});
