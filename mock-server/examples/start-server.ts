// Start the reference server in-process, drive its clock, and stop it.
import { startServer } from "@jobs-toolkit/mock-server/node";

const { url, server, close } = await startServer({ port: 0, strict: true });

server.clock.set(Date.parse("2026-11-21T09:00:00Z") / 1000);
const response = await fetch(`${url}/api/v1.1/jobs`, {
  method: "POST",
  headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
  body: JSON.stringify({
    title: "Warehouse Associate",
    description: "<p>Days, Monday to Friday.</p>",
    locations: [{ description: "Moncton" }],
    categories: [{ id: 22 }],
    positionType: { id: 4 },
    applicantRoutingType: { id: 2 },
    applicationUrl: "https://careers.example.org/42",
  }),
});
const job = await response.json();
console.log(response.status, response.headers.get("location"), job.publishDate, job.closeDate);
// 201 http://127.0.0.1:PORT/api/v1.1/jobs/1 2026-11-21T09:00:00Z 2027-01-20T09:00:00Z

await close();
