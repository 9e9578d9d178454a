#!/usr/bin/env bash
# A job's life from the shell. Needs JOBS_BASE_URL and JOBS_API_KEY, or a profile.
# Run it from this folder; the job it reads back goes to a temporary folder (or $OUT_DIR).
set -euo pipefail
out=${OUT_DIR:-$(mktemp -d)}

npx jobs-cli position-types                              # the ids positionType.id takes
npx jobs-cli jobs put REQ-2026-001 --input jobs/nurse.yaml  # creates it; run again, it updates
npx jobs-cli jobs update ref:REQ-2026-001 -F title="Charge Nurse" -F confidential=true
npx jobs-cli jobs get ref:REQ-2026-001 --json > "$out/nurse.json"  # the whole job, as JSON
npx jobs-cli jobs archive ref:REQ-2026-001
npx jobs-cli jobs delete ref:REQ-2026-001 --yes          # --yes: no prompt, as in any script
