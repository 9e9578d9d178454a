#!/usr/bin/env bash
# An employer of its own for one test run, with curl against a running jobs-mock-server.
set -euo pipefail
BASE=${BASE:-http://127.0.0.1:4010}
JSON="Content-Type: application/json"

# Create it: 201 with its id and a generated API key; gone by itself after an hour.
tenant=$(curl -sS --fail-with-body -X POST "$BASE/__admin/employers" -H "$JSON" \
  -d '{ "name": "CI run", "plan": "standard", "ttlSeconds": 3600 }')
id=$(echo "$tenant" | sed -E 's/.*"id":([0-9]+).*/\1/')
key=$(echo "$tenant" | sed -E 's/.*"apiKey":"([^"]+)".*/\1/')

# Seed a job published a month ago, then use the job API with the employer's key.
curl -sS --fail-with-body -X POST "$BASE/__admin/employers/$id/jobs" -H "$JSON" -d '{
  "publishDate": "2026-10-01T09:00:00Z",
  "job": {
    "referenceId": "CI-1", "status": "active", "title": "Line Cook",
    "description": "<p>Evenings.</p>", "locations": [{ "description": "Halifax, NS" }],
    "categories": [{ "id": 9 }], "positionType": { "id": 2 },
    "applicantRoutingType": { "id": 2 }, "applicationUrl": "https://careers.example.org/cook"
  }
}' >/dev/null
curl -sS --fail-with-body "$BASE/api/v1.1/jobs" -H "API-Key: $key"                   # only its own job
curl -sS --fail-with-body "$BASE/__admin/requests?employerId=$id" >/dev/null         # only its requests
curl -sS --fail-with-body -X POST "$BASE/__admin/employers/$id/reset"                # its jobs: 204
curl -sS --fail-with-body -X DELETE "$BASE/__admin/employers/$id"                    # it and all it owns: 204
echo
