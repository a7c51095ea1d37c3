#!/bin/sh
# A base backup for point-in-time recovery, taken inside the postgres container as its own user:
#   docker compose -f deploy/compose.yaml exec -u postgres postgres sh /usr/local/share/fitcreators-backup/base-backup.sh
# Keeps the KEEP newest base backups (7 by default) and the archived WAL from the oldest of them
# on: any moment since that backup can be restored (restore-drill.sh shows how). Copy
# ARCHIVE_DIR to another machine or bucket after each run; a copy on the same disk is no backup.
set -eu
ARCHIVE_DIR=${ARCHIVE_DIR:-/var/lib/postgresql/archive}
KEEP=${KEEP:-7}
name=$(date -u +%Y%m%dT%H%M%SZ)

pg_basebackup -D "$ARCHIVE_DIR/base/$name" -Ft -z -Xstream -c fast --label "fitcreators $name"
echo "base backup: $ARCHIVE_DIR/base/$name"

for old in $(ls -1 "$ARCHIVE_DIR/base" | sort | head -n "-$KEEP"); do
  rm -rf "${ARCHIVE_DIR:?}/base/$old"
  echo "removed base backup $old"
done

# WAL older than the oldest kept backup is needed by none: its history file (*.backup, written
# to the archive when that backup ended) names where it starts.
oldest=$(ls -1 "$ARCHIVE_DIR/base" | sort | head -n 1)
history=$(grep -l "LABEL: fitcreators $oldest" "$ARCHIVE_DIR"/wal/*.backup 2>/dev/null | head -n 1 || true)
if [ -n "$history" ]; then
  pg_archivecleanup "$ARCHIVE_DIR/wal" "$(basename "$history")"
  echo "archived WAL kept from $(basename "$history")"
else
  echo "the archive has no history file of $oldest yet: no WAL removed"
fi
