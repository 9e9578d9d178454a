/**
 * The skeleton every command sent with one API key shares: the key (the actor), the
 * check that the model has that key, and a label that says what the command did once
 * it ran, or what it will do before.
 */
import type fc from "fast-check";
import { actorLabel } from "./bodies.js";
import type { JobModel, RealSystem } from "./job-model.js";

/** A command one API key sends. */
export abstract class ActorCommand implements fc.AsyncCommand<JobModel, RealSystem> {
  /** What the command did, set by `run`, for failure reports. */
  protected label = "";
  readonly actor: number;

  constructor(actor: number) {
    this.actor = actor;
  }

  check(model: Readonly<JobModel>): boolean {
    return this.actor < model.actors;
  }

  abstract run(model: JobModel, real: RealSystem): Promise<void>;

  /** What the command will do, shown until it has run. */
  protected abstract planned(): string;

  toString(): string {
    return this.label || `${actorLabel(this.actor)}: ${this.planned()}`;
  }
}
