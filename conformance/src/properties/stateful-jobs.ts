/**
 * The model-based property: random sequences of creates, upserts, reads, partial
 * updates, status moves, deletes, lists and page walks (and, with two keys, another
 * employer's attempts), each answer checked against the model's prediction.
 */
import fc from "fast-check";
import { jobSpecimenArb } from "../arbitraries/job-specimen-arb.js";
import { jobUpdateArb, type ReferenceChoice, referenceKeyArb } from "../arbitraries/job-update-arb.js";
import { listQueryArb } from "../arbitraries/list-query-arb.js";
import { formatInstant, nowSeconds } from "../dates.js";
import { AdvanceClockCommand } from "../model/advance-clock-command.js";
import { ArchiveJobCommand } from "../model/archive-job-command.js";
import { CreateJobCommand } from "../model/create-job-command.js";
import { DeleteByReferenceCommand } from "../model/delete-by-reference-command.js";
import { DeleteJobCommand } from "../model/delete-job-command.js";
import { FollowPagesCommand } from "../model/follow-pages-command.js";
import { ForeignAccessCommand } from "../model/foreign-access-command.js";
import { GetJobCommand } from "../model/get-job-command.js";
import { JobModel, type RealSystem } from "../model/job-model.js";
import { ListJobsCommand } from "../model/list-jobs-command.js";
import { RepublishJobCommand } from "../model/republish-job-command.js";
import { UpdateJobCommand } from "../model/update-job-command.js";
import { UpsertJobCommand } from "../model/upsert-job-command.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

type JobCommand = fc.AsyncCommand<JobModel, RealSystem>;

/** Most commands in one sequence. */
const MAX_COMMANDS = 30;

/** The stateful property of the `model` area. */
export function statefulJobsProperty({
  session,
  env,
  numRuns,
}: PropertyEnvironment): ConformanceProperty<Iterable<JobCommand>> {
  const { context } = session;
  const actors = context.options.apiKeys.length;
  const actor = fc.integer({ min: 0, max: actors - 1 });
  const index = fc.nat({ max: 50 });
  const reference = session.reference;
  const referenceChoice = fc.option(
    fc.oneof(
      {
        weight: 5,
        arbitrary: referenceKeyArb(context.options.profile).map((key): ReferenceChoice => ({ kind: "key", key })),
      },
      fc.constantFrom<ReferenceChoice>({ kind: "none", value: "" }, { kind: "none", value: null }),
    ),
    { nil: undefined },
  );
  const commands: Array<fc.Arbitrary<JobCommand>> = [
    fc.tuple(actor, jobSpecimenArb(env, true, true), referenceChoice).map(([a, s, r]) => new CreateJobCommand(a, s, r)),
    fc
      .tuple(
        actor,
        referenceKeyArb(context.options.profile),
        jobSpecimenArb(env, true, true),
        jobUpdateArb(env),
        fc.boolean(),
      )
      .map(([a, k, s, u, p]) => new UpsertJobCommand(a, k, s, u, p && reference && k % 4 === 0)),
    fc.tuple(actor, index, fc.boolean()).map(([a, i, m]) => new GetJobCommand(a, i, m && i % 3 === 0)),
    fc.tuple(actor, index, jobUpdateArb(env)).map(([a, i, u]) => new UpdateJobCommand(a, i, u)),
    fc.tuple(actor, index, fc.boolean()).map(([a, i, r]) => new ArchiveJobCommand(a, i, r)),
    fc.tuple(actor, index, fc.boolean()).map(([a, i, r]) => new RepublishJobCommand(a, i, r, reference)),
    fc.tuple(actor, index, fc.boolean()).map(([a, i, m]) => new DeleteJobCommand(a, i, m && i % 3 === 0)),
    fc.tuple(actor, referenceKeyArb(context.options.profile)).map(([a, k]) => new DeleteByReferenceCommand(a, k)),
    fc.tuple(actor, listQueryArb(context.options.profile)).map(([a, q]) => new ListJobsCommand(a, q)),
    fc.tuple(actor, listQueryArb(context.options.profile)).map(([a, q]) => new FollowPagesCommand(a, q)),
  ];
  if (actors > 1) {
    commands.push(
      fc
        .tuple(actor, index, fc.constantFrom("get", "update", "delete") as fc.Arbitrary<"get" | "update" | "delete">)
        .map(([o, i, op]) => new ForeignAccessCommand(o, i, op)),
    );
  }
  if (context.target.clock) {
    commands.push(fc.integer({ min: 1, max: 2 * 86_400 }).map((s) => new AdvanceClockCommand(s)));
  }
  // Every sequence starts from the same instant, so a replay predicts the same dates.
  const start = nowSeconds();
  return {
    area: "model",
    title: "every answer of a random command sequence matches the model of the job store",
    numRuns,
    movesClock: context.target.clock,
    arbitrary: fc.commands(commands, {
      maxCommands: MAX_COMMANDS,
      size: "medium",
      ...(context.options.replayPath ? { replayPath: context.options.replayPath } : {}),
    }),
    async run(sequence, namespace) {
      let now: number | undefined;
      if (context.target.clock) {
        const answer = await session.admin("PUT", "/__admin/clock", { now: formatInstant(start) });
        session.control(answer, "set the clock");
        now = start;
      }
      const model = new JobModel(namespace, actors, now);
      await fc.asyncModelRun(() => ({ model, real: { session, env } }), sequence);
    },
    async teardown() {
      if (!context.target.clock) {
        return;
      }
      await session.admin("PUT", "/__admin/clock", { now: null });
    },
  };
}
