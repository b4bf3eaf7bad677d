#!/usr/bin/env bash
# Restores a backup made by backup.sh: REPLACES the database's contents and the uploads folder.
# With FILE_STORAGE=s3 the archive's files are copied into the bucket instead; objects newer than
# the backup are left there, and the sweep removes them once no row refers to them.
# Then it replays the record of erasures (ERASURE_RECORD_DIR, kept outside every backup): whoever
# was erased after the backup was taken is erased again, rows and files.
# Stop the app first (docker compose stop app), restore, then start it again.
# Usage: npm run restore -- <backup folder> --yes
set -euo pipefail

SOURCE=${1:-}
if [ -z "$SOURCE" ] || [ ! -d "$SOURCE" ]; then
  echo "Usage: npm run restore -- <backup folder> --yes   (a folder written by npm run backup)" >&2
  exit 2
fi
SOURCE=$(cd "$SOURCE" && pwd)
for file in manifest.json uploads.tar.gz; do
  if [ ! -f "$SOURCE/$file" ]; then
    echo "$SOURCE/$file is missing: not a backup folder." >&2
    exit 2
  fi
done
cd "$(dirname "$0")/.."
UPLOADS=${UPLOADS_DIR:-data/uploads}

if [ "${2:-}" != "--yes" ]; then
  echo "This replaces the configured database's contents and everything in $UPLOADS with $SOURCE." >&2
  echo "Stop the app first, then run again with --yes." >&2
  exit 2
fi

node docker/database-dump.cjs restore "$SOURCE"
if [ "${FILE_STORAGE:-local}" = "s3" ]; then
  STAGING=$(mktemp -d)
  trap 'rm -rf "$STAGING"' EXIT
  tar -xzf "$SOURCE/uploads.tar.gz" -C "$STAGING"
  UPLOADS_DIR="$STAGING" node backend/dist/platform/stored-files/copy-files-cli.js to-s3
  node backend/dist/cli/replay-erasures-cli.js
  echo "Restore complete: start the app."
  exit 0
fi
mkdir -p "$UPLOADS"
# Empty the folder itself rather than replacing it: it may be a mounted volume.
find "$UPLOADS" -mindepth 1 -delete
tar -xzf "$SOURCE/uploads.tar.gz" -C "$UPLOADS"
echo "uploads ($(find "$UPLOADS" -type f | wc -l) files) restored to $UPLOADS"
node backend/dist/cli/replay-erasures-cli.js
echo "Restore complete: start the app."
