// Type tests, checked by `tsc -b` (npm run typecheck): an override of the wrong type
// does not compile. Nothing here runs.
import type { JobCreate } from "@jobs-toolkit/spec";
import { buildJob } from "../../src/testing/index.js";

export const typed: JobCreate = buildJob({ title: "Night Nurse", status: "active" }, { seed: 1, routing: "url" });

// @ts-expect-error a title is a string
buildJob({ title: 42 });
// @ts-expect-error status is active, archived or draft
buildJob({ status: "published" });
// @ts-expect-error a category is named by its numeric id
buildJob({ categories: [{ id: "12" }] });
// @ts-expect-error a location is sent as { description }
buildJob({ locations: ["Toronto, ON"] });
// @ts-expect-error salary types are 1 to 5
buildJob({ salary: { amount: 1, type: { id: 9 } } });
// @ts-expect-error routing is email or url
buildJob({}, { routing: "fax" });
// @ts-expect-error limits are typical, min or max
buildJob({}, { limits: "huge" });
// @ts-expect-error the seed is a number
buildJob({}, { seed: "1" });
