#!/usr/bin/env bash
# Runs commands side by side, each in its own process with its output kept, prints each one's output under its name
# when it ends (in the order given), and fails when any of them failed.
# Usage: scripts/side-by-side.sh <name> <command> [<name> <command> …]
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

names=()
pids=()
while [ $# -ge 2 ]; do
  names+=("$1")
  bash -c "$2" >"$logs/${#names[@]}" 2>&1 &
  pids+=($!)
  shift 2
done

failed=()
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed+=("${names[$i]}"); fi
  echo "── ${names[$i]}: $status"
  cat "$logs/$((i + 1))"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
