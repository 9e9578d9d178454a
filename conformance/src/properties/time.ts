/**
 * Checks that need time to pass, driven through the target's `/__admin` clock: the
 * closeDate default from a known publishDate, and auto-refresh in whole 7-day steps
 * (unlimited plan, active jobs only, never past closeDate). Skipped without a clock.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { daysAfter, oneOf, sameDate } from "../compare.js";
import { addSkip } from "../context.js";
import { DAY, formatInstant, nowSeconds } from "../dates.js";
import { sendWithinPlan } from "../discovery/within-plan.js";
import type { Session } from "../session.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

const STEP = 7 * DAY;

/** One drawn time scenario. */
export interface TimeCheck {
  specimen: JobSpecimen;
  actor: number;
  status: "active" | "archived" | "draft";
  autoRefresh: boolean;
  closeDays: number | undefined;
  elapsed: number;
}

/** The publishDate the reference level predicts after `elapsed` seconds. */
export function refreshedPublishDate(start: number, close: number, elapsed: number, refreshes: boolean): number {
  if (!refreshes) {
    return start;
  }
  let steps = Math.floor(elapsed / STEP);
  while (steps > 0 && start + steps * STEP > close) {
    steps--;
  }
  return start + steps * STEP;
}

async function setClock(session: Session, now: number | null): Promise<void> {
  const answer = await session.admin("PUT", "/__admin/clock", { now: now === null ? null : formatInstant(now) });
  session.control(answer, "set the clock");
}

/** The time property of the `time` area. */
export function timeProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<TimeCheck> {
  const { target, options } = session.context;
  const start = nowSeconds();
  const plans = target.plans;
  const arbitrary = fc.record({
    specimen: jobSpecimenArb(env, false),
    actor: fc.integer({ min: 0, max: options.apiKeys.length - 1 }),
    status: fc.constantFrom<"active" | "archived" | "draft">("active", "active", "archived", "draft"),
    autoRefresh: fc.boolean(),
    closeDays: fc.option(fc.integer({ min: 3, max: 90 }), { nil: undefined }),
    elapsed: fc.integer({ min: 0, max: 80 * DAY }),
  });
  return {
    area: "time",
    title: "closeDate defaults and auto-refresh follow the clock",
    skip: target.clock ? undefined : "the target has no /__admin/clock (GET /__admin/clock did not answer 200)",
    numRuns: Math.max(5, Math.round(numRuns / 4)),
    movesClock: true,
    arbitrary,
    // Each key's plan meets an active, auto-refreshed job just past one and two steps.
    examples: options.apiKeys.flatMap((_, actor) =>
      [STEP + 3_600, 2 * STEP + 60].map((elapsed) => ({
        ...sampleOne(arbitrary, 5),
        actor,
        status: "active" as const,
        autoRefresh: true,
        closeDays: undefined,
        elapsed,
      })),
    ),
    async run({ specimen, actor, status, autoRefresh: drawnRefresh, closeDays, elapsed }, namespace) {
      await setClock(session, start);
      const body: Record<string, unknown> = {
        ...specimenBody(specimen, namespace, start),
        status,
        autoRefresh: drawnRefresh,
      };
      if (closeDays === undefined) {
        delete body.closeDate;
      } else {
        body.closeDate = formatInstant(start + closeDays * DAY + 17);
      }
      const api = session.api(actor);
      // A standard plan may refuse autoRefresh (the answer is not stated): then the job is sent without it.
      const created = await sendWithinPlan(
        session,
        actor,
        body,
        () => session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate })),
        { fit: false },
      );
      const autoRefresh = body.autoRefresh === true && drawnRefresh;
      const plan = plans[actor];
      session.expectStatus("create.response.201", created, 201, [201], "create");
      const close = closeDays === undefined ? start + 60 * DAY : start + closeDays * DAY + 17;
      const closeRequirement =
        closeDays === undefined ? "create.default.close-date-60-days" : "job.close-date.settable";
      const publishDate = String(created.json?.publishDate);
      if (session.reference) {
        session.expectValue("ref.time.clock", created, "/publishDate", created.json?.publishDate, formatInstant(start));
        session.expectValue(
          [closeRequirement, "ref.dates.utc-seconds"],
          created,
          "/closeDate",
          created.json?.closeDate,
          formatInstant(close),
        );
      } else {
        session.expectValue(
          closeRequirement,
          created,
          "/closeDate",
          created.json?.closeDate,
          closeDays === undefined ? daysAfter(publishDate, 60) : sameDate(formatInstant(close), publishDate),
        );
      }
      if (closeDays === undefined && session.reference) {
        // The boundary: a closeDate equal to publishDate is not later than it; one second more is.
        const equal = await session.answer(
          api.POST("/api/v1.1/jobs", { body: { ...body, closeDate: formatInstant(start) } as JobCreate }),
        );
        session.expectRejected(
          "ref.rules.values",
          equal,
          { status: 422, pointers: ["/closeDate"] },
          "a closeDate equal to publishDate",
        );
        const later = await session.answer(
          api.POST("/api/v1.1/jobs", { body: { ...body, closeDate: formatInstant(start + 1) } as JobCreate }),
        );
        session.expectStatus("ref.rules.values", later, 201, [201], "a closeDate one second after publishDate");
      }
      if (plan === undefined) {
        addSkip(session.context, {
          area: "time",
          check: `auto-refresh for key ${actor + 1}`,
          reason: "its plan is unknown (no /__admin/state)",
          requirements: ["job.auto-refresh.every-7-days", "job.auto-refresh.unlimited-plans-only"],
        });
        return;
      }
      const advanced = await session.admin("POST", "/__admin/clock/advance", { seconds: elapsed });
      session.control(advanced, "advance the clock");
      const refreshes = plan === "unlimited" && status === "active" && autoRefresh;
      // Only active jobs refresh, and never past closeDate: both are reference-level
      // decisions, so the seed profile meets only the cases the published interface decides.
      const requirements = !session.reference
        ? plan === "standard"
          ? "job.auto-refresh.unlimited-plans-only"
          : !autoRefresh || (refreshes && start + Math.floor(elapsed / STEP) * STEP <= close)
            ? "job.auto-refresh.every-7-days"
            : undefined
        : plan === "standard"
          ? (["job.auto-refresh.unlimited-plans-only", "ref.time.clock"] as const)
          : (["job.auto-refresh.every-7-days", "ref.time.clock"] as const);
      if (requirements === undefined) {
        return;
      }
      const refreshed = refreshedPublishDate(start, close, elapsed, refreshes);
      const expected = session.reference
        ? formatInstant(refreshed)
        : refreshed === start
          ? publishDate
          : daysAfter(publishDate, (refreshed - start) / DAY);
      const read = await session.answer(api.GET("/api/v1.1/jobs/{id}", { params: { path: { id: created.json.id } } }));
      session.expectStatus(requirements, read, 200, "2xx", "read after time passed");
      session.expectValue(requirements, read, "/publishDate", read.json?.publishDate, expected);
      // Whether a refresh moves closeDate on with publishDate is not said: kept or moved alike, at seed level.
      const closeDate = created.json?.closeDate;
      const closeAfter =
        session.reference || refreshed === start || typeof closeDate !== "string"
          ? closeDate
          : oneOf([closeDate, daysAfter(closeDate, (refreshed - start) / DAY)]);
      session.expectValue(requirements, read, "/closeDate", read.json?.closeDate, closeAfter);
      const listed = await session.answer(api.GET("/api/v1.1/jobs", { params: { query: { q: namespace } } }));
      session.expectValue(requirements, listed, "/data/0/publishDate", listed.json?.data?.[0]?.publishDate, expected);
    },
    async teardown() {
      await setClock(session, null);
    },
  };
}
