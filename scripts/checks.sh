#!/usr/bin/env bash
# The static checks of `npm test` side by side: the type check (npm run typecheck), ESLint, knip (all code, then the
# shipped code alone: what only tests use is dead) and the import-cycle check each run in one process, so on two
# cores together they take about as long as ESLint alone. Each one's output is printed when it
# ends; the script fails when any of them fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

names=(typecheck eslint knip cycles)
cmds=("npm run --silent typecheck" "npx eslint . --max-warnings 0" "npm run --silent knip" "npm run --silent cycles")
pids=()
for i in "${!names[@]}"; do
  bash -c "${cmds[$i]}" >"$logs/${names[$i]}" 2>&1 &
  pids+=($!)
done

failed=()
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed+=("${names[$i]}"); fi
  echo "── ${names[$i]}: $status"
  cat "$logs/${names[$i]}"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "checks failed: ${failed[*]}" >&2
  exit 1
fi
