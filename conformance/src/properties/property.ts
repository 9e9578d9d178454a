/**
 * The shape every property file exports: one behaviour, its arbitrary, and what one run
 * of it does against the target.
 */
import type fc from "fast-check";
import type { ArbitraryEnvironment } from "../arbitraries/job-specimen-arb.js";
import type { Area } from "../options.js";
import type { Session } from "../session.js";

/** What a property is built from. */
export interface PropertyEnvironment {
  session: Session;
  env: ArbitraryEnvironment;
  numRuns: number;
}

/** One behaviour checked by fast-check. */
export interface ConformanceProperty<Value> {
  area: Area;
  /** The behaviour, as a sentence. */
  title: string;
  /** Why the property cannot run against this target, when it cannot. */
  skip?: string | undefined;
  /**
   * Why what the property proves was never seen, when that is known before it runs: it
   * ends "unobserved" (the run inconclusive), never passed.
   */
  unobserved?: string | undefined;
  /**
   * For a property that must see something to prove anything: why it saw nothing, asked
   * once all its runs passed (undefined when it did see it). It then ends "unobserved",
   * never passed.
   */
  unproven?(): string | undefined;
  numRuns: number;
  /**
   * Moves the target's clock. Each shard then moves a clock scope of its own, side by side
   * with the others, where the target's clock has scopes; where it has one clock, the
   * property runs alone, one shard, after the other properties.
   */
  movesClock?: boolean;
  arbitrary: fc.Arbitrary<Value>;
  /** Values run before the random ones, so that every rule is met at least once. */
  examples?: Value[];
  /** One run; `namespace` prefixes every title and referenceId it creates. */
  run(value: Value, namespace: string): Promise<void>;
  /** After all runs, also after a failure. */
  teardown?(): Promise<void>;
}

/**
 * A property whose value type only it knows. It can only be handed to code that is generic
 * over that type, so the values of a property's arbitrary and examples reach its own `run` only.
 */
export type AnyProperty = <Result>(use: <Value>(property: ConformanceProperty<Value>) => Result) => Result;

/** Builds one property from its environment, its value type hidden. */
export type PropertyFactory = (environment: PropertyEnvironment) => AnyProperty;

/** Hides the value type of a property factory, so properties of every type share one table. */
export function defineProperty<Value>(
  factory: (environment: PropertyEnvironment) => ConformanceProperty<Value>,
): PropertyFactory {
  return (environment) => {
    const property = factory(environment);
    return (use) => use(property);
  };
}
