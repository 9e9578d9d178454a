/**
 * What ordinary runs cannot show about the list, with two jobs of distinct publish
 * instants: the order is by publishDate even after the older job is updated; q finds
 * nothing by a term placed only in fields it must not match (description, applicationUrl);
 * values just outside the closed lists of the query parameters (read from the API
 * document) restrict the list to nothing, or are refused.
 *
 * Distinct instants need no clock control: when the first job's publishDate is in whole
 * seconds, the second is created a second after the first was sent.
 */
import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import type { Answer } from "../answer.js";
import { jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { show } from "../compare.js";
import { addSkip, setupBlock } from "../context.js";
import { nowSeconds, pause } from "../dates.js";
import { closedQueryParameters, justOutside } from "../model/closed-lists.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

const CLOSED = closedQueryParameters("listJobs");
const ORDER_CHECK = "list order across distinct publish instants";
/** Tries at a later publish instant before the order check is given up (a target with coarse dates). */
const INSTANT_TRIES = 2;

/** The listing property of the `query` area. */
export function listingProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<number> {
  const arbitrary = fc.nat();
  return {
    area: "query",
    title:
      "lists order by publish instant, match q on title and referenceId alone, and take no value outside a closed list",
    // Unlike the rest of its area, it sends jobs, which need the ids a set-up problem left unknown.
    skip: setupBlock(env.target.setup),
    numRuns: Math.max(1, Math.round(numRuns / 50)),
    arbitrary,
    async run(seed, namespace) {
      const api = session.api(0);
      const template = sampleOne(jobSpecimenArb(env, false), seed);
      // The term is nowhere in the titles and referenceIds, which hold the namespace but not it.
      const term = `${namespace}zq`;
      const create = async (suffix: string, status: "active" | "draft"): Promise<Answer> => {
        const { applicationEmail: _, ...body } = specimenBody(template, namespace, nowSeconds()) as Record<
          string,
          unknown
        >;
        const answer = await session.answer(
          api.POST("/api/v1.1/jobs", {
            body: {
              ...body,
              title: `${namespace} ${suffix}`,
              // One word sharing none with the title: q for it can match nothing else.
              referenceId: `${namespace}${suffix}`,
              status,
              description: `<p>${term}</p>`,
              applicantRoutingType: { id: 2 },
              applicationUrl: `https://example.org/${term}`,
            } as JobCreate,
          }),
        );
        session.expectStatus("create.response.201", answer, 201, [201], "create");
        return answer;
      };
      const sent = Date.now();
      const older = await create("older", "active");
      const olderInstant = Date.parse(String(older.json?.publishDate));
      let newer: Answer | undefined;
      for (let tries = 0; tries < INSTANT_TRIES && newer === undefined; tries++) {
        if (olderInstant % 1000 === 0) {
          await pause(Math.max(0, sent + 1000 * (tries + 1) + 10 - Date.now()));
        }
        const made = await create(`newer${tries}`, "draft");
        newer = Date.parse(String(made.json?.publishDate)) > olderInstant ? made : undefined;
      }
      if (newer) {
        // The update comes a millisecond or two after the newer job was made: in the same
        // millisecond, a list sorted by last update ties the two and may show them in the
        // right order by chance (a fast run once did, and passed gamma's such fault).
        await pause(2);
        await checkOrder(older, newer);
      } else {
        addSkip(session.context, {
          area: "query",
          check: ORDER_CHECK,
          reason: `jobs created over ${INSTANT_TRIES} s kept the publishDate ${older.json?.publishDate}`,
          requirements: ["list.sort.publish-date-desc"],
        });
      }
      const byTerm = await session.raw({ method: "GET", path: `/api/v1.1/jobs?${new URLSearchParams({ q: term })}` });
      session.expectStatus("list.q.title-and-reference-id-only", byTerm, 200, "2xx", "list");
      session.expect(
        "list.q.title-and-reference-id-only",
        byTerm.json?.data?.length === 0,
        `q=${term}, held only in descriptions and applicationUrls, listed ${show(ids(byTerm))}; expected no job`,
        byTerm,
      );
      // "Term matched against job title and referenceId": whatever the matching (substring,
      // word or phrase), a referenceId equal to the term matches, and this one shares no
      // word with any title; every run asks it rather than leave it to the drawn queries.
      const reference = `${namespace}older`;
      const byReference = await session.raw({
        method: "GET",
        path: `/api/v1.1/jobs?${new URLSearchParams({ q: reference })}`,
      });
      session.expectStatus("list.q.matches-reference-id", byReference, 200, "2xx", "list");
      session.expect(
        "list.q.matches-reference-id",
        ids(byReference).includes(older.json?.id),
        `q=${reference}, job ${older.json?.id}'s whole referenceId, listed ${show(ids(byReference))}; expected that job among them`,
        byReference,
      );
      // The document gives the status values but not the answer to another ("status:
      // active, archived or draft"): a seed run takes any answer, so it asks nothing.
      for (const { name, values } of session.reference ? CLOSED : []) {
        for (const value of justOutside(values)) {
          const answer = await session.raw({
            method: "GET",
            path: `/api/v1.1/jobs?${new URLSearchParams({ q: namespace, [name]: value })}`,
          });
          // Refused, or taken for a value no job has: the toolkit's decision.
          session.expect(
            "list.status.filter",
            (answer.status >= 400 && answer.status < 500) || (answer.status === 200 && ids(answer).length === 0),
            `${name}=${value}, outside ${values.join(", ")}, answered ${answer.status} listing ${show(ids(answer))}; expected a 4xx or no job`,
            answer,
          );
        }
      }

      async function checkOrder(first: Answer, second: Answer): Promise<void> {
        const updated = await session.answer(
          api.PUT("/api/v1.1/jobs/{id}", {
            params: { path: { id: first.json.id } },
            body: { title: `${namespace} older updated` },
          }),
        );
        session.expectStatus("update.response.200", updated, 200, [200], "update");
        const list = await session.raw({
          method: "GET",
          path: `/api/v1.1/jobs?${new URLSearchParams({ q: namespace, pageSize: "100" })}`,
        });
        const listed = ids(list);
        const wanted = [second.json.id, first.json.id];
        // The list also shows its q filter and the caller's own jobs at work; the order is what is checked.
        const shown = listed.filter((id) => wanted.includes(id));
        session.check(
          ["list.sort.publish-date-desc", "list.q.matches-title", "list.own-jobs"],
          shown.join() === wanted.join(),
          `the job published ${second.json.publishDate} (${second.json.id}) must come before the one published ${first.json.publishDate} (${first.json.id}), updated since; the list shows ${show(listed)}`,
          // The ids of /data, those two only: a reproduction asserts their order.
          { kind: "field", exchange: list.exchange, pointer: "/data", expected: wanted, actual: shown },
        );
      }
    },
  };
}

function ids(answer: Answer): unknown[] {
  return Array.isArray(answer.json?.data) ? answer.json.data.map((item: { id?: unknown }) => item?.id) : [];
}
