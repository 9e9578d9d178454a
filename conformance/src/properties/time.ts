/**
 * Checks that need time to pass, driven through the target's `/__admin` clock: the
 * closeDate default from a known publishDate, and auto-refresh in whole 7-day steps
 * (unlimited plan, active jobs only, never past closeDate). Skipped without a clock.
 */
import fc from "fast-check";
import type { JobCreate } from "@jobs-toolkit/spec";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sameInstant } from "../compare.js";
import { addSkip } from "../context.js";
import { DAY, formatInstant, nowSeconds } from "../dates.js";
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

/** The publishDate CONTRACT.md predicts after `elapsed` seconds. */
export function refreshedPublishDate(start: number, close: number, elapsed: number, refreshes: boolean): number {
  if (!refreshes) return start;
  let steps = Math.floor(elapsed / STEP);
  while (steps > 0 && start + steps * STEP > close) steps--;
  return start + steps * STEP;
}

async function setClock(session: Session, now: number | null): Promise<void> {
  const answer = await session.admin("PUT", "/__admin/clock", { now: now === null ? null : formatInstant(now) });
  session.expectStatus(answer, 200, [200], "set the clock");
}

/** The time property of the `time` area. */
export function timeProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<TimeCheck> {
  const { target, options } = session.context;
  const start = nowSeconds();
  const plans = target.plans;
  return {
    area: "time",
    title: "closeDate defaults and auto-refresh follow the clock",
    skip: target.clock ? undefined : "the target has no /__admin/clock (GET /__admin/clock did not answer 200)",
    numRuns: Math.max(5, Math.round(numRuns / 4)),
    exclusive: true,
    arbitrary: fc.record({
      specimen: jobSpecimenArb(env, false),
      actor: fc.integer({ min: 0, max: options.apiKeys.length - 1 }),
      status: fc.constantFrom<"active" | "archived" | "draft">("active", "active", "archived", "draft"),
      autoRefresh: fc.boolean(),
      closeDays: fc.option(fc.integer({ min: 3, max: 90 }), { nil: undefined }),
      elapsed: fc.integer({ min: 0, max: 80 * DAY }),
    }),
    async run({ specimen, actor, status, autoRefresh, closeDays, elapsed }, namespace) {
      const plan = plans[actor];
      await setClock(session, start);
      session.context.clock.now = start;
      const body: Record<string, unknown> = { ...specimenBody(specimen, namespace, start), status, autoRefresh };
      if (closeDays === undefined) delete body.closeDate;
      else body.closeDate = formatInstant(start + closeDays * DAY + 17);
      const api = session.api(actor);
      const created = await session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate }));
      session.expectStatus(created, 201, [201], "create");
      const close = closeDays === undefined ? start + 60 * DAY : start + closeDays * DAY + 17;
      session.rule("publishDate is the clock at creation; closeDate defaults to 60 days later");
      // The seed profile compares instants; CONTRACT.md also fixes the notation.
      const at = (seconds: number) =>
        session.reference ? formatInstant(seconds) : sameInstant(formatInstant(seconds));
      session.expectValue(created, "/publishDate", created.json?.publishDate, at(start), "seed");
      session.expectValue(created, "/closeDate", created.json?.closeDate, at(close), "seed");
      if (closeDays === undefined && session.reference) {
        // The boundary: a closeDate equal to publishDate is not later than it; one second more is.
        session.rule("closeDate: later than publishDate, to the second");
        const equal = await session.answer(
          api.POST("/api/v1.1/jobs", { body: { ...body, closeDate: formatInstant(start) } as JobCreate }),
        );
        session.expectRejected(equal, { status: 422, pointers: ["/closeDate"] }, "a closeDate equal to publishDate");
        const later = await session.answer(
          api.POST("/api/v1.1/jobs", { body: { ...body, closeDate: formatInstant(start + 1) } as JobCreate }),
        );
        session.expectStatus(later, 201, [201], "a closeDate one second after publishDate");
      }
      if (plan === undefined) {
        addSkip(session.context, {
          area: "time",
          check: `auto-refresh for key ${actor + 1}`,
          reason: "its plan is unknown (no /__admin/state)",
        });
        return;
      }
      const advanced = await session.admin("POST", "/__admin/clock/advance", { seconds: elapsed });
      session.expectStatus(advanced, 200, [200], "advance the clock");
      session.context.clock.now = start + elapsed;
      const refreshes = plan === "unlimited" && status === "active" && autoRefresh;
      // The cap at closeDate is CONTRACT.md's; the seed profile only meets cases far from it.
      if (!session.reference && refreshes && start + Math.floor(elapsed / STEP) * STEP > close) return;
      const expected = at(refreshedPublishDate(start, close, elapsed, refreshes));
      session.rule(`auto-refresh: ${plan} plan, ${status}, autoRefresh ${autoRefresh}`);
      const read = await session.answer(api.GET("/api/v1.1/jobs/{id}", { params: { path: { id: created.json.id } } }));
      session.expectStatus(read, 200, [200], "read after time passed");
      session.expectValue(read, "/publishDate", read.json?.publishDate, expected, "seed");
      session.expectValue(read, "/closeDate", read.json?.closeDate, at(close), "seed");
      const listed = await session.answer(api.GET("/api/v1.1/jobs", { params: { query: { q: namespace } } }));
      session.expectValue(listed, "/data/0/publishDate", listed.json?.data?.[0]?.publishDate, expected, "seed");
    },
    async teardown() {
      await setClock(session, null);
      session.context.clock.now = undefined;
    },
  };
}
