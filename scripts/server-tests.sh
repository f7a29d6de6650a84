#!/usr/bin/env bash
# The server suite twice, side by side: on PGlite (in-process) and on a real PostgreSQL (scripts/with-postgres.sh).
# The PostgreSQL run's test workers mostly wait for the database server, so on two cores the pair takes little more
# than the PGlite run alone (npm test's time on CI, issue 33). Each run's output is printed when it ends; the script
# fails when either fails.
cd "$(dirname "$0")/.." || exit 1
exec bash scripts/side-by-side.sh \
  "server suite on PGlite" "npx vitest run --project server" \
  "server suite on PostgreSQL" "bash scripts/with-postgres.sh npx vitest run --project server"
