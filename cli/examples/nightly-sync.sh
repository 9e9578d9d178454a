#!/usr/bin/env bash
# Nightly: make the employer's postings match the ATS export in ./jobs (one file a job,
# or NDJSON), archiving postings the export no longer lists. Run it from cron, in the
# folder that holds jobs/; the plan and the report go to a temporary folder (or $OUT_DIR).
set -uo pipefail
out=${OUT_DIR:-$(mktemp -d)}

npx jobs-cli jobs sync jobs/ --dry-run --prune > "$out/plan.txt"  # the field-level plan, for the log
npx jobs-cli jobs sync jobs/ --prune --concurrency 8 > "$out/sync-report.txt"
status=$?
case $status in
  0) echo "nightly sync: $(tail -n 1 "$out/sync-report.txt")" ;;
  1) echo "nightly sync: some jobs were rejected (their files and errors are above)" >&2 ;;
  2) echo "nightly sync: a job file is broken; nothing was sent" >&2 ;;
  3) echo "nightly sync: the API did not answer; try again later" >&2 ;;
  4) echo "nightly sync: the API key was refused" >&2 ;;
esac
exit $status
