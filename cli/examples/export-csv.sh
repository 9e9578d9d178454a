#!/usr/bin/env bash
# Export every posting to CSV: TSV from jobs-cli, quoted into CSV by awk. The file goes
# to a temporary folder (or $OUT_DIR).
set -euo pipefail
csv=${OUT_DIR:-$(mktemp -d)}/jobs.csv

npx jobs-cli jobs list --all --output tsv \
  | awk -F'\t' -v OFS=',' '{ for (i = 1; i <= NF; i++) { gsub(/"/, "\"\"", $i); $i = "\"" $i "\"" } print }' \
  > "$csv"
echo "exported $(($(wc -l < "$csv") - 1)) jobs to $csv"
