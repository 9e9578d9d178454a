/** What a rule may consult besides the value it checks. */
import type { Collections } from "../domain/collections.js";

export interface RuleContext {
  collections: Collections;
  /** Unknown fields are violations instead of being ignored. */
  strict: boolean;
}
