/** What a rule may consult besides the value it checks. */
import type { Acceptance } from "@jobs-toolkit/spec";
import type { CollectionsReader } from "../domain/collections.js";

export interface RuleContext {
  collections: CollectionsReader;
  /** Unknown fields are violations instead of being ignored. */
  strict: boolean;
  /** The employer writing: locations other employers added are not theirs to see. */
  employerId: number;
  /** The deployment's input acceptance, where the rules themselves must tell (see acceptance.ts). */
  acceptance?: Acceptance;
}
