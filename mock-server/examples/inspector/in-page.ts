// An app that runs the reference server in the page (MSW's setupWorker, or the server
// alone): Alt+I opens the inspector over it, reading the in-page server, no network.
import { createJobsServer } from "@jobs-toolkit/mock-server";
import { openInspector } from "@jobs-toolkit/mock-server/inspector";

export const jobs = createJobsServer({ publicUrl: "https://jobs.example.org" });
// await setupWorker(...createHandlers(jobs, { baseUrl: "https://jobs.example.org" })).start();

document.addEventListener("keydown", (event) => {
  if (event.altKey && event.code === "KeyI") {
    openInspector(jobs);
  }
});
