#!/bin/sh
# The restore drill: the newest base backup (or BACKUP=<name>) and the archived WAL after it,
# replayed up to a moment (or to the end of the archive), into a scratch folder, started on a
# socket of its own beside the live server, which it never touches. It prints what it restored,
# then stops and removes the copy (KEEP_RUNNING=1 leaves it up to look around).
#   docker compose -f deploy/compose.yaml exec -u postgres postgres \
#     sh /usr/local/share/fitcreators-backup/restore-drill.sh '2026-11-29 09:59:00+00'
# The same steps restore for real: stop the app, restore into the data volume instead, start.
set -eu
ARCHIVE_DIR=${ARCHIVE_DIR:-/var/lib/postgresql/archive}
# As large as the database: point it at a volume with room when the container layer has none.
DRILL_DIR=${DRILL_DIR:-/var/lib/postgresql/restore-drill}
DRILL_PORT=${DRILL_PORT:-5499}
DB=${APP_DB_NAME:-fitcreators}
TARGET=${1:-}
backup=${BACKUP:-$(ls -1 "$ARCHIVE_DIR/base" | sort | tail -n 1)}

rm -rf "$DRILL_DIR"
mkdir -p "$DRILL_DIR/data"
chmod 700 "$DRILL_DIR/data"
tar -xzf "$ARCHIVE_DIR/base/$backup/base.tar.gz" -C "$DRILL_DIR/data"
touch "$DRILL_DIR/data/recovery.signal"
{
  echo "restore_command = 'cp $ARCHIVE_DIR/wal/%f %p'"
  if [ -n "$TARGET" ]; then echo "recovery_target_time = '$TARGET'"; fi
  echo "recovery_target_action = 'promote'"
} >>"$DRILL_DIR/data/postgresql.auto.conf"

# No TCP, no archiving (the copy must not write into the live archive), no hot standby (so the
# copy needs no more connections than its defaults, whatever the live server allows).
pg_ctl -D "$DRILL_DIR/data" -l "$DRILL_DIR/server.log" -w -t 3600 \
  -o "-c port=$DRILL_PORT -c listen_addresses='' -c unix_socket_directories=$DRILL_DIR" \
  -o "-c archive_mode=off -c hot_standby=off" start
# pg_ctl returns once the server runs; it takes connections once recovery ends and it is promoted.
waited=0
until pg_isready -q -h "$DRILL_DIR" -p "$DRILL_PORT"; do
  waited=$((waited + 1))
  if [ "$waited" -gt 3600 ]; then echo "still recovering after an hour: see $DRILL_DIR/server.log" >&2 && exit 1; fi
  sleep 1
done

echo "restored $backup${TARGET:+ to $TARGET}:"
grep -E "starting point-in-time recovery|recovery stopping|archive recovery complete|redo done" "$DRILL_DIR/server.log" |
  sed 's/^.*LOG: *//' || true
psql -h "$DRILL_DIR" -p "$DRILL_PORT" -U postgres -d "$DB" -Atc \
  "select 'migrations applied: ' || (select count(*) from drizzle.__drizzle_migrations)" || true

if [ "${KEEP_RUNNING:-0}" = "1" ]; then
  echo "left running: psql -h $DRILL_DIR -p $DRILL_PORT -U postgres -d $DB"
  echo "then: pg_ctl -D $DRILL_DIR/data stop && rm -rf $DRILL_DIR"
else
  pg_ctl -D "$DRILL_DIR/data" -m fast stop
  rm -rf "$DRILL_DIR"
fi
