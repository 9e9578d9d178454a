/** What a rule may consult besides the value it checks. */
import type { Acceptance } from "@jobs-toolkit/spec";
import type { CollectionsReader } from "../domain/collections.js";

export interface RuleContext {
  collections: CollectionsReader;
  /** Unknown fields are violations instead of being ignored. */
  strict: boolean;
  /** The employer writing: locations other employers added are not theirs to see. */
  employerId: number;
  /** The time of day every closeDate is stored at (the dialect's `dates.closeDateTime`); `exact` by default. */
  closeDateTime?: string | undefined;
  /** The zone a date sent alone is read in (the dialect's `dates.dayZone`); UTC by default. */
  dayZone?: string | undefined;
  /** The deployment's input acceptance, where the rules themselves must tell (see acceptance.ts). */
  acceptance?: Acceptance | undefined;
  /** Whether the routing field a job's type does not use is kept (the dialect's `insideJobs.otherRoutingField`); forgotten by default. */
  otherRoutingField?: "kept" | "forgotten" | undefined;
}
