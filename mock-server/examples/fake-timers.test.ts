// The server's clock in a test: stop it with clock.set (epoch seconds), move it with
// clock.advance, or leave it on real time and let vitest's fake timers move it.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { afterEach, expect, it, vi } from "vitest";

const jobs = createJobsServer();
afterEach(() => vi.useRealTimers());

it("stands where clock.set puts it, in seconds, until advanced", () => {
  jobs.clock.set(Date.parse("2026-11-21T09:00:00Z") / 1000); // seconds, not milliseconds
  jobs.clock.advance(7 * 24 * 60 * 60);
  expect(new Date(jobs.clock.now() * 1000).toISOString()).toBe("2026-11-28T09:00:00.000Z");
  expect(() => jobs.clock.set(Date.parse("2026-11-21T09:00:00Z"))).toThrow(/milliseconds\?/);
  jobs.clock.set(null); // back to real time
});

it("follows vitest's fake timers while it runs on real time", () => {
  vi.useFakeTimers({ now: new Date("2027-03-01T12:00:00Z") });
  expect(jobs.clock.now()).toBe(Date.parse("2027-03-01T12:00:00Z") / 1000);
  vi.advanceTimersByTime(90_000);
  expect(jobs.clock.now()).toBe(Date.parse("2027-03-01T12:01:30Z") / 1000);
});
