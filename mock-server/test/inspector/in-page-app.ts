// The app of in-page.browser.test.ts: the README's example, and what the test reaches in it.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { openInspector } from "@jobs-toolkit/mock-server/inspector";
import { jobs } from "../../examples/inspector/in-page.js";

Object.assign(globalThis, { inPage: { jobs, createJobsServer, openInspector } });
