/**
 * The reference server as every bench measures it: the options a user gets (the request
 * log on), room for the jobs the loads create, and the caller's 10,000 jobs stored.
 */
import { startServer } from "@jobs-toolkit/mock-server/node";
import { populate } from "./populate.js";

export const STORED = 10_000;
export const API_KEY = "demo-key-1";

/** Started on a free port and filled with {@link STORED} jobs of the {@link API_KEY}'s employer. */
export async function startReference(): Promise<Awaited<ReturnType<typeof startServer>>> {
  const running = await startServer({
    port: 0,
    maxJobsPerEmployer: 2_000_000,
    employers: [
      { id: 1, name: "Northshore Health", plan: "unlimited", apiKeys: [API_KEY] },
      { id: 2, name: "Prairie Freight Co.", plan: "standard", apiKeys: ["demo-key-2"] },
    ],
  });
  populate(running.server, API_KEY, STORED);
  return running;
}
