#!/usr/bin/env bash
# The static checks of `npm test` side by side: the type check (npm run typecheck), ESLint, knip (all code, then the
# shipped code alone: what only tests use is dead) and the import-cycle check each run in one process, so on two
# cores together they take about as long as ESLint alone. Each one's output is printed when it ends; the script fails
# when any of them fails.
cd "$(dirname "$0")/.." || exit 1
exec bash scripts/side-by-side.sh \
  typecheck "npm run --silent typecheck" \
  eslint "npx eslint . --max-warnings 0" \
  knip "npm run --silent knip" \
  cycles "npm run --silent cycles"
