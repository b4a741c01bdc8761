#!/usr/bin/env bash
# Issue 28's AI targets, measured with the release binary's `arena` command: 2 players, seats
# swapped every game, seed 1. Prints one line per target: PASS/FAIL, the target, what was
# measured (a win rate with its Wilson 95% interval, mean crown points, or a decision time's
# 95th percentile), games, budget, the threshold, and the exact command that measured it.
# Each command's JSON goes to $OUT/<target>.json. Not part of the test suite: the whole table
# takes hours on a 2-core machine.
#
#   scripts/ai-strength.sh                          # the whole table
#   GAMES_SCALE=0.1 scripts/ai-strength.sh          # a tenth of the games, to try it
#   ONLY=wheel,hard-v1 scripts/ai-strength.sh       # targets whose name contains a word
#
# Targets (names for ONLY in brackets; <rs> is farmers, traders-hills, full-box, wheel or
# hill-dale):
#   Hard vs Medium >= 75% and Medium vs Easy >= 75% in each rule set, 200 games at 100 ms
#     [hard-medium/<rs>, medium-easy/<rs>]
#   Hard vs hard-v1 >= 60%, base + farmers, 200 games at 100 ms and 60 at 1000 ms
#     [hard-v1/100ms, hard-v1/1000ms]
#   Medium's crown points in The Wheel of Fortune >= random play's (medium vs random and
#     random vs random, 200 games each) [crowns/wheel]
#   Decision time at the default budget (no --budget-ms, one game at a time, Hard vs Medium,
#     4 games per rule set): Hard's p95 <= 1200 ms, Medium's p95 <= 5 ms [time/<rs>]
#
# Environment: GAMES_SCALE (1) multiplies every game count (at least 2 games, an even number
#   so that both seats start as often; at least 1 for the timing runs); ONLY (all) keeps
#   targets whose name contains one of its comma-separated words; THREADS (2) games at once;
#   SEED (1); BIN (target/release/carcassonne-bot, built with cargo when unset); OUT
#   (target/ai-strength). Exits 1 when a target fails. Needs jq.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

scale=${GAMES_SCALE:-1}
only=${ONLY:-}
threads=${THREADS:-2}
seed=${SEED:-1}
out=${OUT:-target/ai-strength}

case "${1:-}" in
    -h | --help)
        sed -n '2,28p' "$0"
        exit 0
        ;;
    "") ;;
    *)
        echo "no arguments: set GAMES_SCALE, ONLY, THREADS, SEED, BIN or OUT (see --help)" >&2
        exit 2
        ;;
esac

command -v jq >/dev/null || {
    echo "needs jq" >&2
    exit 2
}

if [ -z "${BIN:-}" ]; then
    cargo build --release --quiet -p carcassonne-bot
    bin=target/release/carcassonne-bot
else
    bin=$BIN
fi
mkdir -p "$out"

# The rule sets, by the names targets use, as `arena` flags.
rule_sets=(farmers traders-hills full-box wheel hill-dale)
declare -A flags=(
    [farmers]="--rules farmers"
    [traders-hills]="--rules farmers,traders,hills"
    [full-box]="--rules farmers,abbot,river1,river2,inns,traders,hills,wheel"
    [wheel]="--game wheel-of-fortune"
    [hill-dale]="--game over-hill-and-dale"
)

# Games after scaling: an even number, at least 2.
games() {
    awk -v n="$1" -v s="$scale" 'BEGIN { g = int(n * s / 2 + 0.5) * 2; print (g < 2 ? 2 : g) }'
}

# Timing games after scaling: at least 1.
timing_games() {
    awk -v n="$1" -v s="$scale" 'BEGIN { g = int(n * s + 0.5); print (g < 1 ? 1 : g) }'
}

wanted() {
    [ -z "$only" ] && return 0
    local word
    for word in ${only//,/ }; do
        case "$1" in *"$word"*) return 0 ;; esac
    done
    return 1
}

passed=0
failed=0
# judge OK: sets $verdict and counts it.
judge() {
    if [ "$1" = 1 ]; then
        passed=$((passed + 1))
        verdict=PASS
    else
        failed=$((failed + 1))
        verdict=FAIL
    fi
}

# arena NAME ARGS...: runs `arena ARGS --json` into $out/NAME.json and sets $cmd and $json.
arena() {
    local name=$1
    shift
    cmd="$bin arena $* --seed $seed --json"
    json="$out/${name//\//_}.json"
    local start=$SECONDS
    # shellcheck disable=SC2086 # the flags are words on purpose
    $bin arena "$@" --seed "$seed" --json >"$json"
    elapsed=$((SECONDS - start))
}

# field JSON ENTRY KEY: a number of the entry's report.
field() {
    jq -r ".strategies[$2].$3" "$1"
}

percent() {
    awk -v x="$1" 'BEGIN { printf "%.1f%%", 100 * x }'
}

# win NAME FIRST SECOND THRESHOLD GAMES BUDGET_MS RULE_FLAGS: FIRST's win rate against SECOND.
win() {
    local name=$1 first=$2 second=$3 threshold=$4 n=$5 ms=$6
    shift 6
    wanted "$name" || return 0
    # shellcheck disable=SC2068 # the rule flags split into words
    arena "$name" --seats "$first,$second" --games "$n" --budget-ms "$ms" --threads "$threads" $@
    local rate lo hi ok
    rate=$(field "$json" 0 win_rate)
    lo=$(field "$json" 0 'win_rate_ci[0]')
    hi=$(field "$json" 0 'win_rate_ci[1]')
    ok=$(awk -v r="$rate" -v t="$threshold" 'BEGIN { print (r >= t) ? 1 : 0 }')
    judge "$ok"
    printf '%s  %-26s %s vs %s %s [%s, %s]  %s games  %s ms  >= %s  (%ss)  $ %s\n' \
        "$verdict" "$name" "$first" "$second" "$(percent "$rate")" "$(percent "$lo")" \
        "$(percent "$hi")" "$n" "$ms" "$(percent "$threshold")" "$elapsed" "$cmd"
}

for rs in "${rule_sets[@]}"; do
    win "hard-medium/$rs" hard medium 0.75 "$(games 200)" 100 "${flags[$rs]}"
    win "medium-easy/$rs" medium easy 0.75 "$(games 200)" 100 "${flags[$rs]}"
done

win hard-v1/100ms hard hard-v1 0.60 "$(games 200)" 100 --rules farmers
win hard-v1/1000ms hard hard-v1 0.60 "$(games 60)" 1000 --rules farmers

if wanted crowns/wheel; then
    n=$(games 200)
    arena crowns/wheel-medium --seats medium,random --games "$n" --threads "$threads" \
        --game wheel-of-fortune
    medium=$(jq -r '.strategies[0].points_by_kind.crown' "$json")
    opponent=$(jq -r '.strategies[1].points_by_kind.crown' "$json")
    cmd_medium=$cmd
    t1=$elapsed
    arena crowns/wheel-random --seats random,random --games "$n" --threads "$threads" \
        --game wheel-of-fortune
    random=$(jq -r '[.strategies[].points_by_kind.crown] | add / length' "$json")
    ok=$(awk -v m="$medium" -v r="$random" 'BEGIN { print (m >= r) ? 1 : 0 }')
    judge "$ok"
    printf '%s  %-26s medium %.1f crown points a game (its random opponent %.1f), random vs random %.1f  %s games each  default budget  medium >= random  (%ss)  $ %s  $ %s\n' \
        "$verdict" crowns/wheel "$medium" "$opponent" "$random" "$n" \
        "$((t1 + elapsed))" "$cmd_medium" "$cmd"
fi

for rs in "${rule_sets[@]}"; do
    wanted "time/$rs" || continue
    n=$(timing_games 4)
    # One game at a time: each decision has a core to itself, as in the bot.
    # shellcheck disable=SC2086
    arena "time/$rs" --seats hard,medium --games "$n" --threads 1 ${flags[$rs]}
    for entry in 0 1; do
        name=$(field "$json" "$entry" name)
        p95=$(field "$json" "$entry" p95_decision_ms)
        mean=$(field "$json" "$entry" mean_decision_ms)
        max=$(field "$json" "$entry" max_decision_ms)
        decisions=$(field "$json" "$entry" decisions)
        limit=$([ "$name" = hard ] && echo 1200 || echo 5)
        ok=$(awk -v p="$p95" -v l="$limit" 'BEGIN { print (p <= l) ? 1 : 0 }')
        judge "$ok"
        printf '%s  %-26s %s p95 %.2f ms (mean %.2f, max %.2f, %s decisions)  %s games  default budget  <= %s ms  (%ss)  $ %s\n' \
            "$verdict" "time/$rs/$name" "$name" "$p95" "$mean" "$max" "$decisions" \
            "$n" "$limit" "$elapsed" "$cmd"
    done
done

echo "$passed passed, $failed failed (GAMES_SCALE=$scale, THREADS=$threads, SEED=$seed; JSON in $out)"
[ "$failed" = 0 ]
