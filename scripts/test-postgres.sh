#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on a free local port in a temporary directory, runs a
# command against it with TEST_POSTGRES_URL set (by default the store and multi-process tests),
# then stops the server and deletes the directory, whatever the command's outcome.
#
#   scripts/test-postgres.sh                           # store + cluster tests on PostgreSQL
#   scripts/test-postgres.sh cargo test --workspace    # the whole suite, SQLite and PostgreSQL
#
# Needs the PostgreSQL server programs (Debian: `apt-get install postgresql`); found on PATH
# or in /usr/lib/postgresql/<version>/bin. As root, the server runs as the `postgres` user
# (PostgreSQL refuses to run as root).
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() {
    if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
        dirname "$(command -v initdb)"
        return
    fi
    local dir
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
            echo "$dir"
            return
        fi
    done
    return 1
}

if ! pg_bin=$(find_pg_bin); then
    echo "PostgreSQL server programs (initdb, pg_ctl) not found." >&2
    echo "Install them (Debian/Ubuntu: sudo apt-get install postgresql) and run again." >&2
    exit 1
fi

as_server_user() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/carcassonne-pg.XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$tmp"
stop() {
    as_server_user "$pg_bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$tmp"
}
trap stop EXIT

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=""
for _ in $(seq 1 50); do
    candidate=$((20000 + RANDOM % 40000))
    if port_free "$candidate"; then
        port=$candidate
        break
    fi
done
[ -n "$port" ] || { echo "no free local port found" >&2; exit 1; }

as_server_user "$pg_bin/initdb" -D "$tmp/data" -U carcassonne --auth=trust -E UTF8 --no-locale >"$tmp/initdb.log" 2>&1 \
    || { cat "$tmp/initdb.log" >&2; exit 1; }
# Durability is not what these tests measure; fsync off keeps a test database quick.
server_options="-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
as_server_user "$pg_bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -o "$server_options" start >/dev/null \
    || { cat "$tmp/server.log" >&2; exit 1; }
echo "== PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($tmp)"

# Tests of a database that goes away stop and start this server with `$TEST_POSTGRES_CTL stop
# [fast|immediate]`, `start` and `restart` (same port and options); its data directory is
# $TEST_POSTGRES_DATA.
ctl="$tmp/pgctl"
{
    echo '#!/usr/bin/env bash'
    echo 'set -euo pipefail'
    echo 'as_server_user() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }'
    printf 'pg_ctl=%q data=%q log=%q options=%q\n' "$pg_bin/pg_ctl" "$tmp/data" "$tmp/server.log" "$server_options"
    cat <<'CTL'
case "${1:-}" in
    stop) as_server_user "$pg_ctl" -D "$data" -m "${2:-fast}" -w stop >/dev/null ;;
    start) as_server_user "$pg_ctl" -D "$data" -l "$log" -w -o "$options" start >/dev/null ;;
    restart) "$0" stop "${2:-fast}" && "$0" start ;;
    *) echo "usage: $0 stop [fast|immediate] | start | restart" >&2; exit 2 ;;
esac
CTL
} >"$ctl"
chmod 755 "$ctl"
export TEST_POSTGRES_CTL="$ctl"
export TEST_POSTGRES_DATA="$tmp/data"
export TEST_POSTGRES_URL="postgres://carcassonne@127.0.0.1:$port/postgres"
# A test that finds no server fails instead of skipping itself.
export REQUIRE_POSTGRES=1
if [ $# -eq 0 ]; then
    set -- cargo test -p carcassonne-bot --test store --test cluster
fi
"$@"
