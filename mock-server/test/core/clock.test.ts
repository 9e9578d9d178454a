import { describe, expect, it } from "vitest";
import { createJobsServer } from "../../src/index.js";

const NOV_21 = Date.parse("2026-11-21T09:00:00Z");

describe("server.clock, in whole epoch seconds", () => {
  it("stands where it is set and moves by whole seconds", () => {
    const server = createJobsServer();
    server.clock.set(NOV_21 / 1000);
    server.clock.advance(60);
    expect(server.clock.now()).toBe(NOV_21 / 1000 + 60);
  });

  it("rejects milliseconds passed as seconds, and says so", () => {
    const server = createJobsServer();
    expect(() => server.clock.set(NOV_21)).toThrow(
      new RangeError(
        `clock.set takes whole epoch seconds from 1970 to 9000; got ${NOV_21} (milliseconds? divide by 1000: ${NOV_21 / 1000})`,
      ),
    );
  });

  it.each([
    ["a fraction of a second", 1.5],
    ["a time before 1970", -1],
    ["a time after 9000", 221_845_392_001],
    ["not a number", Number.NaN],
  ])("rejects %s, as PUT /__admin/clock does", (_, seconds) => {
    const server = createJobsServer();
    expect(() => server.clock.set(seconds)).toThrow(RangeError);
    expect(server.clock.toState().fixed).toBeNull();
  });

  it("rejects a step back, a fractional step or one past 9000", () => {
    const server = createJobsServer();
    server.clock.set(NOV_21 / 1000);
    for (const seconds of [-1, 0.5, 221_845_392_000]) {
      expect(() => server.clock.advance(seconds)).toThrow(RangeError);
    }
    expect(server.clock.now()).toBe(NOV_21 / 1000);
  });
});
