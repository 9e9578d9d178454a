/** What every part of the inspector shares: the client, and how it acts and tells. */
import type { AdminClient } from "./client.js";

export interface Context {
  readonly client: AdminClient;
  /**
   * Runs a change through the controls, says in the status line that it was done (or the
   * server's reason it was not), and refreshes what is shown at once.
   */
  act(action: () => Promise<unknown>, done: string): Promise<void>;
  /** Shows another employer's jobs. */
  selectEmployer(id: number): void;
}

/** A part of the page: its section, and how it shows new data (only redrawn when the data changed). */
export interface View<T> {
  readonly element: HTMLElement;
  show(data: T): void;
}

/** Calls `draw` only when the data differs from what it last drew, so a poll that brings nothing new moves nothing. */
export function whenChanged<T>(draw: (data: T) => void): (data: T) => void {
  let last: string | undefined;
  return (data) => {
    const text = JSON.stringify(data);
    if (text !== last) {
      last = text;
      draw(data);
    }
  };
}
