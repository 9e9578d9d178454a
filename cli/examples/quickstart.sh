#!/usr/bin/env bash
# A job's life from the shell. Needs JOBS_BASE_URL and JOBS_API_KEY, or a profile.
set -euo pipefail

jobs-cli position-types                                  # the ids positionType.id takes
jobs-cli jobs put REQ-2026-001 --input jobs/nurse.yaml   # creates it; run again, it updates
jobs-cli jobs update ref:REQ-2026-001 -F title="Charge Nurse" -F confidential=true
jobs-cli jobs get ref:REQ-2026-001 --json > nurse.json   # the whole job, as JSON
jobs-cli jobs archive ref:REQ-2026-001
jobs-cli jobs delete ref:REQ-2026-001 --yes              # --yes: no prompt, as in any script
