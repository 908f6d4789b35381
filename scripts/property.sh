#!/usr/bin/env sh
# The ledger property test at full strength: 10,000 random event sequences through the reducer,
# renderer and an in-memory writer, checked against a rebuild and the independent oracle
# (projections/src/ledger/ledger.property.unit.spec.ts). CI runs 1,000; this is the nightly depth.
# Usage: scripts/property.sh [runs]   (PROPERTY_SEED=<seed> replays a reported failure)
set -eu
cd "$(dirname "$0")/.."
PROPERTY_RUNS="${1:-10000}" exec npx vitest run projections/src/ledger/ledger.property.unit.spec.ts
