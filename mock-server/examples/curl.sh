#!/usr/bin/env bash
# Walk a job through its life with curl against a running jobs-mock-server.
set -euo pipefail
BASE=${BASE:-http://127.0.0.1:4010}
KEY="API-Key: demo-key-1"
JSON="Content-Type: application/json"

# Create a draft job: 201, with the new job's URL in Location.
id=$(curl -sS --fail-with-body -X POST "$BASE/api/v1.1/jobs" -H "$KEY" -H "$JSON" -d '{
  "referenceId": "REQ-2026-0042",
  "title": "Registered Nurse, Emergency",
  "description": "<p>Join our <strong>emergency</strong> team.</p>",
  "locations": [{ "description": "Toronto, ON" }],
  "categories": [{ "id": 12 }],
  "positionType": { "id": 1 },
  "salary": { "amount": 52000, "type": { "id": 1 } },
  "applicantRoutingType": { "id": 1 },
  "applicationEmail": "jobs@northshore-health.ca"
}' | sed -E 's/^\{"id":([0-9]+).*/\1/')

curl -sS --fail-with-body "$BASE/api/v1.1/jobs/$id" -H "$KEY"                         # read: 200
curl -sS --fail-with-body "$BASE/api/v1.1/jobs?q=nurse&pageSize=5" -H "$KEY"          # list: 200
curl -sS --fail-with-body -X PUT "$BASE/api/v1.1/jobs" -H "$KEY" -H "$JSON" \
  -d '{ "referenceId": "REQ-2026-0042", "status": "archived" }'                         # archive: 200
curl -sS --fail-with-body -X DELETE "$BASE/api/v1.1/jobs/$id" -H "$KEY"               # delete: 204
echo
