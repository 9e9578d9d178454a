/**
 * Salary amounts are stored exactly; amount is written with four decimals (`52000.0000`)
 * in create and update answers (seed level), and both amounts in every answer (reference).
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, salaryBody, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nowSeconds } from "../dates.js";
import { checkSalaryText } from "../model/check-job.js";
import { holdSalaryReading } from "../model/salary-reading.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn pair of amounts, in ten-thousandths. */
export interface DecimalsCheck {
  specimen: JobSpecimen;
  amount: number;
  extra: number | undefined;
  updated: number;
  type: number;
}

/** Amounts where binary floating point drifts, or that end in zeros. */
const TRICKY = [1000, 2000, 3000, 1, 9999, 520_000_000, 1_234_567_891_234, 100_000_000_000_000, 5, 70_000];

/** The largest amount the spec accepts, in ten-thousandths. */
const MAX_AMOUNT = 100_000_000_000_000;

/** The decimals property of the `decimals` area. */
export function decimalsProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<DecimalsCheck> {
  const amount = fc.oneof(fc.constantFrom(...TRICKY), fc.integer({ min: 0, max: 100_000_000_000_000 }));
  return {
    area: "decimals",
    title: "salary amounts are stored exactly and written with four decimals",
    numRuns: Math.max(5, Math.round(numRuns / 4)),
    arbitrary: fc.record({
      specimen: jobSpecimenArb(env),
      amount,
      extra: fc.option(fc.constantFrom(0, 1, 1000, 2000, 123_456), { nil: undefined }),
      updated: amount,
      type: fc.integer({ min: 1, max: 5 }),
    }),
    async run({ specimen, amount: value, extra, updated, type }, namespace) {
      const api = session.api(0);
      // With commission, so that an update leaving plusCommission out tells a merge from a replace.
      const salary = salaryBody({
        amount: value,
        type,
        plusCommission: true,
        ...(extra === undefined || value + extra > MAX_AMOUNT ? {} : { maxAmount: value + extra }),
      });
      const body = { ...specimenBody(specimen, namespace, nowSeconds()), salary };
      const created = await session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate }));
      session.expectStatus("create.response.201", created, 201, [201], "create with a salary");
      session.expectValue(
        "salary.amount.stored",
        created,
        "/salary/amount",
        created.json?.salary?.amount,
        salary.amount,
      );
      session.expectValue(["salary.max-amount.optional", "salary.type.ids"], created, "/salary", created.json?.salary, {
        maxAmount: salary.maxAmount ?? null,
        type: { id: type },
      });
      checkSalaryText(session, created, true);
      const id = created.json.id as number;
      // maxAmount said, so a target that merges leaves no maxAmount below the new amount;
      // plusCommission left out, so the answer shows which reading the target takes.
      const sent = salaryBody({ amount: updated, maxAmount: null, type: 6 - type });
      const changed = await session.answer(
        api.PUT("/api/v1.1/jobs/{id}", {
          params: { path: { id } },
          body: { salary: sent as never },
        }),
      );
      session.expectStatus("update.response.200", changed, 200, [200], "update the salary");
      const replaced = { ...sent, type: { id: 6 - type }, plusCommission: false };
      holdSalaryReading(session, created.json?.salary, sent, replaced, changed);
      session.expectValue(
        "salary.amount.stored",
        changed,
        "/salary/amount",
        changed.json?.salary?.amount,
        updated / 10_000,
      );
      checkSalaryText(session, changed, true);
      const read = await session.answer(api.GET("/api/v1.1/jobs/{id}", { params: { path: { id } } }));
      session.expectValue("salary.amount.stored", read, "/salary/amount", read.json?.salary?.amount, updated / 10_000);
      checkSalaryText(session, read, false);
    },
  };
}
