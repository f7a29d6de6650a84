#!/usr/bin/env bash
# The server suite twice, side by side: on PGlite (in-process) and on a real PostgreSQL (scripts/with-postgres.sh).
# The PostgreSQL run's test workers mostly wait for the database server, so on two cores the pair takes little more
# than the PGlite run alone (npm test's time on CI, issue 33). Each run's output is printed when it ends; the script
# fails when either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

names=(pglite postgresql)
cmds=("npx vitest run --project server" "bash scripts/with-postgres.sh npx vitest run --project server")
pids=()
for i in "${!names[@]}"; do
  bash -c "${cmds[$i]}" >"$logs/${names[$i]}" 2>&1 &
  pids+=($!)
done

failed=()
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed+=("${names[$i]}"); fi
  echo "── server suite on ${names[$i]}: $status"
  cat "$logs/${names[$i]}"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "server suites failed: ${failed[*]}" >&2
  exit 1
fi
