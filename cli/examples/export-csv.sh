#!/usr/bin/env bash
# Export every posting to jobs.csv: TSV from jobs-cli, quoted into CSV by awk.
set -euo pipefail

jobs-cli jobs list --all --output tsv \
  | awk -F'\t' -v OFS=',' '{ for (i = 1; i <= NF; i++) { gsub(/"/, "\"\"", $i); $i = "\"" $i "\"" } print }' \
  > jobs.csv
echo "exported $(($(wc -l < jobs.csv) - 1)) jobs to jobs.csv"
