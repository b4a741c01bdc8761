#!/usr/bin/env bash
# Reliability figures (issues 14 and 29): the fuzzers, start-up with many stored games,
# acknowledgement times under load and under a flooding server, faults (Discord throttling and
# failing, the gateway dropping, PostgreSQL going away, SQLite's disk full, read-only or locked,
# servers, channels and players going away), and kill -9 trials of the shipped binary, in that
# order. Each step's whole output goes to target/reliability/<step>.log; its figures are printed
# here: one `fault <kind>: ...` line per fault kind, then their total
# `fault trials: N, moves lost: L, applied twice: D, games stuck: S`, and last the kill -9 line
# `kill -9 trials: N, moves lost: L, applied twice: D, games stuck: S, ratings wrong: R`.
# The PostgreSQL faults need the server programs scripts/test-postgres.sh runs.
#
#   scripts/reliability.sh           # the figures of the issue (takes a while)
#   scripts/reliability.sh --quick   # the same steps with small numbers, to try the script
#   scripts/reliability.sh --postgres  # also the kill -9 trials on PostgreSQL (before SQLite's)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

quick=false
postgres=false
for arg in "$@"; do
    case "$arg" in
        --quick) quick=true ;;
        --postgres) postgres=true ;;
        -h | --help)
            sed -n '2,9p' "$0"
            exit 0
            ;;
        *)
            echo "unknown argument: $arg (use --quick and/or --postgres)" >&2
            exit 2
            ;;
    esac
done

if $quick; then
    fuzz_cases=2000 startup_games=500
    load_games=50 load_rate=50 load_seconds=5
    flood_games=20 flood_rate=100
    fault_trials=1
    kill9_trials=5
else
    fuzz_cases=1000000 startup_games=10000
    load_games=1000 load_rate=50 load_seconds=60
    flood_games=200 flood_rate=100
    fault_trials=20
    kill9_trials=100
fi

logs=target/reliability
mkdir -p "$logs"

# Everything is built once, up front, so the timings below are of running only.
echo "building the test binaries..."
cargo test --no-run -p carcassonne-engine --test fuzz >"$logs/build.log" 2>&1 \
    && cargo test --no-run -p carcassonne-bot --test fuzz --test startup_scale --test load \
        --test kill9 --test faults_discord --test faults_db --test departures --test abuse \
        >>"$logs/build.log" 2>&1 \
    || {
        tail -n 40 "$logs/build.log" >&2
        echo "build failed; see $logs/build.log" >&2
        exit 1
    }

# run STEP PATTERN ENV... -- CARGO-ARGS...: runs one test with its environment, keeps its output
# in $logs/STEP.log and prints the lines matching PATTERN and the time it took. On failure the
# end of the log is shown and the script stops with the test's status.
# A first argument `--postgres` after STEP runs it under scripts/test-postgres.sh.
run() {
    local step=$1
    shift
    local under=()
    if [[ $1 == --postgres ]]; then
        under=(scripts/test-postgres.sh)
        shift
    fi
    local pattern=$1
    shift
    local env=()
    while [[ $1 != -- ]]; do
        env+=("$1")
        shift
    done
    shift
    local log="$logs/$step.log" began status=0
    began=$(date +%s)
    echo "== $step: ${env[*]} ${under[*]} cargo test $*"
    env "${env[@]}" "${under[@]}" cargo test "$@" -- --nocapture >"$log" 2>&1 || status=$?
    grep -E "$pattern" "$log" || true
    echo "   ($(($(date +%s) - began)) s, output in $log)"
    if ((status != 0)); then
        echo "-- $step FAILED (exit $status); the end of its output:" >&2
        tail -n 40 "$log" >&2
        # Even a failed kill -9 run ends with its figures, so that the last line reads them.
        grep -E '^kill -9 trials:' "$log" | tail -n 1 || true
        exit "$status"
    fi
}

run fuzz-engine '^fuzz ' "FUZZ_CASES=$fuzz_cases" -- -p carcassonne-engine --test fuzz
run fuzz-bot '^fuzz ' "FUZZ_CASES=$fuzz_cases" -- -p carcassonne-bot --test fuzz
run startup '^start-up' "STARTUP_GAMES=$startup_games" -- -p carcassonne-bot --test startup_scale
run load '^load( flood)?:' "LOAD_GAMES=$load_games" "LOAD_RATE=$load_rate" "LOAD_SECONDS=$load_seconds" \
    "LOAD_P99_LIMIT_MS=1000" "FLOOD_GAMES=$flood_games" "FLOOD_RATE=$flood_rate" \
    -- -p carcassonne-bot --test load
run abuse --postgres '^(limit|secrets|foreign)' -- -p carcassonne-bot --test abuse
run faults-discord '^fault ' "FAULT_TRIALS=$fault_trials" -- -p carcassonne-bot --test faults_discord
run faults-db --postgres '^fault ' "FAULT_TRIALS=$fault_trials" -- -p carcassonne-bot --test faults_db
run departures '^fault ' "FAULT_TRIALS=$fault_trials" -- -p carcassonne-bot --test departures
# The total of every fault kind's line, before the kill -9 line.
cat "$logs"/faults-discord.log "$logs"/faults-db.log "$logs"/departures.log \
    | sed -nE 's/^fault [^:]+: trials: ([0-9]+), moves lost: ([0-9]+), applied twice: ([0-9]+), games stuck: ([0-9]+).*/\1 \2 \3 \4/p' \
    | awk '{ n += $1; l += $2; d += $3; s += $4 }
           END { printf "fault trials: %d, moves lost: %d, applied twice: %d, games stuck: %d\n", n, l, d, s }'
if $postgres; then
    # The same trials with the bot on a PostgreSQL database of a throw-away server.
    echo "== kill9-postgres: KILL9_DATABASE=postgres KILL9_TRIALS=$kill9_trials (scripts/test-postgres.sh)"
    status=0
    KILL9_DATABASE=postgres KILL9_TRIALS=$kill9_trials scripts/test-postgres.sh \
        cargo test -p carcassonne-bot --test kill9 -- --nocapture >"$logs/kill9-postgres.log" 2>&1 || status=$?
    grep -E '^kill -9(:| trials:)' "$logs/kill9-postgres.log" || true
    if ((status != 0)); then
        tail -n 40 "$logs/kill9-postgres.log" >&2
        exit "$status"
    fi
fi
run kill9 '^kill -9: ' "KILL9_TRIALS=$kill9_trials" -- -p carcassonne-bot --test kill9

grep -E '^kill -9 trials:' "$logs/kill9.log" | tail -n 1
