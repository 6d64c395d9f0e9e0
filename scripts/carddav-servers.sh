#!/usr/bin/env bash
# Two real CardDAV servers on 127.0.0.1 for the end-to-end tests and the benchmark
# (docs/CARDDAV.md, "Testing and benchmarks"):
#
#   scripts/carddav-servers.sh start DIR    Radicale (htpasswd: user jane, a generated password)
#                                           and Xandikos (no auth), each with its storage in DIR,
#                                           on free ports; waits until both answer; writes DIR/env
#   scripts/carddav-servers.sh seed DIR N [SERVER]
#                                           replaces the cards in each server's address book (or
#                                           only SERVER's: radicale or xandikos) by N generated
#                                           ones (UID seed-K, href seed-K.vcf)
#   scripts/carddav-servers.sh stop DIR     stops both and waits until they are gone
#
# DIR/env is shell-sourceable: RADICALE_URL, RADICALE_BOOK_URL, RADICALE_USER, RADICALE_PASSWORD,
# RADICALE_PID, RADICALE_LOG, and the same XANDIKOS_ names (no user, no password). The logs record
# one line per request: Radicale's "PROPFIND request for '/jane/' received from 127.0.0.1", and
# Xandikos's access log ("PROPFIND /user/ HTTP/1.1" 207).
#
# start is idempotent: servers already running from DIR are stopped first, and a DIR that held
# servers before gets them back on the same ports, with the same password and the same cards, so a
# test can stop the servers and start them again under the same URLs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
helper="$here/carddav-seed.py"

usage() {
  echo "usage: $0 start DIR | seed DIR N [radicale|xandikos] | stop DIR" >&2
  exit 2
}

# Stops the process `pid` (TERM, then KILL after 5 s) and waits until it is gone.
stop_pid() {
  local pid=$1 tries=0
  [ -n "$pid" ] || return 0
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -eq 50 ]; then kill -KILL "$pid" 2>/dev/null || true; fi
    sleep 0.1
  done
  # Our own child (start's error path): reap it.
  wait "$pid" 2>/dev/null || true
}

stop() {
  local dir=$1
  [ -f "$dir/env" ] || return 0
  # shellcheck disable=SC1091 # written by start
  . "$dir/env"
  stop_pid "${RADICALE_PID:-}"
  stop_pid "${XANDIKOS_PID:-}"
}

# A port free now, or the one in use before if it is still free.
port() {
  local previous=$1
  if [ -n "$previous" ] && python3 -c "import socket,sys; s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1',int(sys.argv[1])))" \
    "$previous" 2>/dev/null; then
    echo "$previous"
  else
    python3 "$helper" free-port
  fi
}

start() {
  local dir=$1
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  stop "$dir"
  local radicale_port="" xandikos_port="" password=""
  if [ -f "$dir/env" ]; then
    # shellcheck disable=SC1091
    . "$dir/env"
    radicale_port=${RADICALE_URL##*:}
    radicale_port=${radicale_port%/}
    xandikos_port=${XANDIKOS_URL##*:}
    xandikos_port=${xandikos_port%/}
    password=${RADICALE_PASSWORD:-}
  fi
  radicale_port=$(port "$radicale_port")
  xandikos_port=$(port "$xandikos_port")
  [ -n "$password" ] || password=$(python3 -c 'import secrets; print(secrets.token_urlsafe(12))')

  # Radicale: plain htpasswd (the file stays in DIR, mode 0600), info logging, which records each
  # request with its method and path; web interface off.
  (
    umask 077
    printf 'jane:%s\n' "$password" >"$dir/radicale.users"
  )
  cat >"$dir/radicale.conf" <<EOF
[server]
hosts = 127.0.0.1:$radicale_port
[auth]
type = htpasswd
htpasswd_filename = $dir/radicale.users
htpasswd_encryption = plain
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = $dir/radicale-storage
[web]
type = none
[logging]
level = info
EOF
  local radicale xandikos
  radicale=$(command -v radicale) || {
    echo "radicale is not installed (pip install radicale)" >&2
    exit 1
  }
  xandikos=$(command -v xandikos) || {
    echo "xandikos is not installed (pip install xandikos)" >&2
    exit 1
  }
  # setsid: the servers leave the caller's process group, so a Ctrl-C in the caller's terminal
  # does not reach them before stop does; stop ends them by pid.
  setsid "$radicale" --config "$dir/radicale.conf" </dev/null >>"$dir/radicale.log" 2>&1 &
  local radicale_pid=$!
  setsid "$xandikos" serve --defaults -d "$dir/xandikos-storage" -l 127.0.0.1 -p "$xandikos_port" \
    </dev/null >>"$dir/xandikos.log" 2>&1 &
  local xandikos_pid=$!

  cat >"$dir/env" <<EOF
RADICALE_URL=http://127.0.0.1:$radicale_port/
RADICALE_BOOK_URL=http://127.0.0.1:$radicale_port/jane/contacts/
RADICALE_USER=jane
RADICALE_PASSWORD=$password
RADICALE_PID=$radicale_pid
RADICALE_LOG=$dir/radicale.log
XANDIKOS_URL=http://127.0.0.1:$xandikos_port/
XANDIKOS_BOOK_URL=http://127.0.0.1:$xandikos_port/user/contacts/addressbook/
XANDIKOS_PID=$xandikos_pid
XANDIKOS_LOG=$dir/xandikos.log
EOF
  chmod 600 "$dir/env"
  if ! python3 "$helper" wait "http://127.0.0.1:$radicale_port/" 30 ||
    ! python3 "$helper" wait "http://127.0.0.1:$xandikos_port/" 30; then
    tail -5 "$dir/radicale.log" "$dir/xandikos.log" >&2 || true
    stop "$dir"
    exit 1
  fi
  # Radicale has no address book until one is made: make an empty one the first time.
  if [ ! -d "$dir/radicale-storage/collection-root/jane/contacts" ] &&
    ! python3 "$helper" seed "http://127.0.0.1:$radicale_port/jane/contacts/" 0 --user jane --password="$password" \
      >/dev/null; then
    stop "$dir"
    exit 1
  fi
  echo "Radicale on http://127.0.0.1:$radicale_port/ (pid $radicale_pid), Xandikos on http://127.0.0.1:$xandikos_port/ (pid $xandikos_pid)"
}

# Writes the cards straight into each server's storage while the servers are stopped (a PUT each
# takes about 60 ms on a loaded machine: a minute for 1,000 cards, ten for 10,000), starts them
# again on the same ports, and checks over HTTP that each now lists exactly N cards.
seed() {
  local dir=$1 count=$2 only=${3:-}
  [ -f "$dir/env" ] || {
    echo "$dir/env: no servers started there" >&2
    exit 1
  }
  dir=$(cd "$dir" && pwd)
  stop "$dir"
  [ "$only" = xandikos ] ||
    python3 "$helper" write radicale "$dir/radicale-storage/collection-root/jane/contacts" "$count"
  [ "$only" = radicale ] ||
    python3 "$helper" write xandikos "$dir/xandikos-storage/user/contacts/addressbook" "$count"
  start "$dir" >/dev/null
  # shellcheck disable=SC1091
  . "$dir/env"
  # Both at once: Radicale parses every card on its first listing, which takes most of the time.
  local radicale="" status=0
  if [ "$only" != xandikos ]; then
    python3 "$helper" count "$RADICALE_BOOK_URL" "$count" --user "$RADICALE_USER" --password="$RADICALE_PASSWORD" &
    radicale=$!
  fi
  if [ "$only" != radicale ]; then
    python3 "$helper" count "$XANDIKOS_BOOK_URL" "$count" || status=1
  fi
  if [ -n "$radicale" ]; then wait "$radicale" || status=1; fi
  return "$status"
}

[ $# -ge 2 ] || usage
case "$1" in
  start) start "$2" ;;
  stop) stop "$2" ;;
  seed)
    [ $# -eq 3 ] || { [ $# -eq 4 ] && { [ "$4" = radicale ] || [ "$4" = xandikos ]; }; } || usage
    seed "$2" "$3" "${4:-}"
    ;;
  *) usage ;;
esac
