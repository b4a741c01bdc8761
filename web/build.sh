#!/usr/bin/env bash
# Builds the page into bot/assets/web/ from the pinned dependencies of package-lock.json.
# Needs Node 18 or later and npm. The same sources always give the same four files.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --ignore-scripts --no-audit --no-fund
node build.mjs
