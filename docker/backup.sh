#!/usr/bin/env bash
# Backs up the database and the uploaded files into one timestamped folder:
#   <parent>/backup-YYYYMMDDTHHMMSSZ/{manifest.json, database.sql|database.sqlite, uploads.tar.gz}
# Usage: npm run backup [-- <parent folder>]      (default: $BACKUP_DIR, else ./backups)
# Reads the app's own settings: DATABASE_URL or DB_* (MySQL), else SQLITE_PATH; UPLOADS_DIR, or with
# FILE_STORAGE=s3 the bucket (S3_*), whose objects are copied into the archive (needs the built server).
# Safe while the app runs (consistent database snapshot). Backups hold personal data: keep them private.
set -euo pipefail

PARENT=${1:-${BACKUP_DIR:-backups}}
mkdir -p "$PARENT"
PARENT=$(cd "$PARENT" && pwd)
# Relative paths in the settings mean the same as for the server, which runs from the repository root.
cd "$(dirname "$0")/.."
UPLOADS=${UPLOADS_DIR:-data/uploads}

umask 077
TARGET="$PARENT/backup-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir "$TARGET"

node docker/database-dump.cjs dump "$TARGET"
if [ "${FILE_STORAGE:-local}" = "s3" ]; then
  # The database first, then the objects: every row in the dump finds its file in the archive.
  STAGING=$(mktemp -d)
  trap 'rm -rf "$STAGING"' EXIT
  node backend/dist/platform/stored-files/copy-files-cli.js from-s3 "$STAGING"
  tar -czf "$TARGET/uploads.tar.gz" -C "$STAGING" .
  echo "uploads ($(find "$STAGING" -type f | wc -l) objects of bucket $S3_BUCKET) -> $TARGET/uploads.tar.gz"
elif [ -d "$UPLOADS" ]; then
  tar -czf "$TARGET/uploads.tar.gz" -C "$UPLOADS" .
  echo "uploads ($(find "$UPLOADS" -type f | wc -l) files) -> $TARGET/uploads.tar.gz"
else
  tar -czf "$TARGET/uploads.tar.gz" -T /dev/null
  echo "uploads: $UPLOADS does not exist yet; stored an empty archive"
fi
echo "Backup written to $TARGET"
