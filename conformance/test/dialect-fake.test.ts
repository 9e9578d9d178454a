/**
 * The verified fake: the reference server given the dialect learnt from an implementation
 * (`createJobsServer({ dialect })`) passes `--profile dialect` with that dialect, seed
 * after seed, as the implementation itself does; the reference server with its default
 * dialect fails it, naming every knob where they differ.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Dialect } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { formatPretty, learnDialect } from "../src/index.js";
import { must } from "../src/must.js";
import {
  checkAgainst,
  differingKnobs,
  FAKE_KEYS,
  failedKnobs,
  KNOB_PATHS,
  learntDialectOf,
  SEEDS,
  TARGETS,
  unobservedKnobs,
} from "./support/dialect-targets.js";

describe.each(TARGETS)("the fake of $name", (target) => {
  it("agrees with the dialect learnt from it, for twenty seeds, inconclusive only on the knobs never seen", {
    timeout: 60_000,
  }, async () => {
    const { document } = await learntDialectOf(target);
    for (const seed of SEEDS) {
      const report = await checkAgainst(createJobsServer({ dialect: document }).fetch, FAKE_KEYS, document, seed);
      expect(failedKnobs(report), formatPretty(report)).toEqual([]);
      // Unobserved templates make one property inconclusive, named for them all; so do the reference data inside jobs.
      const unobserved = new Set(
        document.unobserved?.map((knob) =>
          knob.startsWith("templates.")
            ? "templates"
            : /^(insideJobs|locations)\b/.test(knob)
              ? "reference data inside jobs"
              : knob,
        ),
      );
      expect(unobservedKnobs(report)).toEqual([...unobserved].sort());
      expect(report.ok).toBe(document.unobserved === undefined);
      const skippedKnobs = report.skipped.filter(({ check }) => KNOB_PATHS.includes(check));
      expect(report.coverage.checked).toBe(KNOB_PATHS.length - skippedKnobs.length);
    }
  });

  it("is told apart from the reference server with the default dialect, knob by knob", async () => {
    const { document } = await learntDialectOf(target);
    // What the default server shows, its own reference data included, is what it was learnt as.
    const { document: reference } = await learntDialectOf(must(TARGETS.at(-1), "the reference server"));
    const report = await checkAgainst(createJobsServer().fetch, FAKE_KEYS, document, 11);
    expect(failedKnobs(report)).toEqual(differingKnobs(document, reference, KNOB_PATHS));
    expect(report.ok).toBe(target.name === "reference");
  });
});

it("learns the list knobs a dialect changes on the reference server, and holds a server to them", async () => {
  const dialect = { q: "title", paging: { ties: "older-first" } } as const;
  const fetch = createJobsServer({ dialect }).fetch;
  const { dialect: learnt } = await learnDialect({ fetch, apiKeys: [...FAKE_KEYS], only: [], seed: 19 });
  expect(learnt.document.q).toBe("title");
  expect(learnt.document.paging?.ties).toBe("older-first");
  const passed = await checkAgainst(createJobsServer({ dialect }).fetch, FAKE_KEYS, dialect, 5);
  expect(passed.ok, formatPretty(passed)).toBe(true);
  const failed = await checkAgainst(createJobsServer().fetch, FAKE_KEYS, dialect, 5);
  expect(failedKnobs(failed)).toEqual(["paging.ties", "q"]);
});

it("learns how finely a fake keeps publishDate from how it lists jobs made within one second", async () => {
  const learntKept = async (dialect: Dialect) => {
    const fetch = createJobsServer({ dialect }).fetch;
    const { dialect: learnt } = await learnDialect({ fetch, apiKeys: [...FAKE_KEYS], only: [], seed: 23 });
    return learnt.document.dates?.kept;
  };
  expect(await learntKept({ dates: { kept: "milliseconds" }, paging: { ties: "older-first" } })).toBe("milliseconds");
  expect(await learntKept({ paging: { ties: "older-first" } })).toBe("seconds");
  // Ids rising and ties highest first list jobs made in a row newest first either way: nothing to learn.
  expect(await learntKept({})).toBeUndefined();
});
