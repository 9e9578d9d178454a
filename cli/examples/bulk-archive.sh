#!/usr/bin/env bash
# Archive every active posting whose title or referenceId contains a word ("summer").
set -euo pipefail
word=${1:-summer}

npx jobs-cli jobs list --all --status active --q "$word" --output tsv \
  | awk -F'\t' 'NR > 1 { print $1 }' \
  | xargs -r npx jobs-cli jobs archive --quiet --output tsv
