#!/usr/bin/env bash
# A backup that survives the host, for a daily timer (docker/systemd/) or cron: `npm run backup`,
# an encrypted copy of it sent off the machine, then local backups older than BACKUP_KEEP_DAYS
# removed. Runs on the host, as root or the operator; settings from the environment (the timer's
# EnvironmentFile, see docker/systemd/backup.env.example):
#   APP_EXEC                   how the app's commands are run: empty for an npm install on this host
#                              (run from the repository), or e.g.
#                              "docker compose -f /opt/site/docker/compose.yaml exec -T app"
#   BACKUP_GPG_RECIPIENT_FILE  the OpenPGP public key the copy is encrypted to (gpg); its private
#                              key is kept off this machine, so neither this host nor the bucket
#                              can read the copies
#   OFFSITE_S3_URL             where the copies go: an S3-compatible bucket and folder, e.g.
#                              https://s3.eu-central-1.amazonaws.com/site-backups/daily
#   OFFSITE_S3_REGION, OFFSITE_S3_ACCESS_KEY_ID, OFFSITE_S3_SECRET_ACCESS_KEY
#                              credentials that may put objects there (nothing else); the bucket's
#                              lifecycle rule expires old copies
#   BACKUP_KEEP_DAYS           local backups kept, in days (default 14)
# Needs bash, gpg, curl (7.75 or later, for --aws-sigv4) and sha256sum: all in Debian's base.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${BACKUP_GPG_RECIPIENT_FILE:?set BACKUP_GPG_RECIPIENT_FILE to the public key the copies are encrypted to}"
: "${OFFSITE_S3_URL:?set OFFSITE_S3_URL to the bucket and folder the copies go to}"
: "${OFFSITE_S3_REGION:?set OFFSITE_S3_REGION}"
: "${OFFSITE_S3_ACCESS_KEY_ID:?set OFFSITE_S3_ACCESS_KEY_ID}"
: "${OFFSITE_S3_SECRET_ACCESS_KEY:?set OFFSITE_S3_SECRET_ACCESS_KEY}"
KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
# Word splitting intended: APP_EXEC is a command prefix, or nothing.
read -r -a APP <<<"${APP_EXEC:-}"

# 1. The backup, where the app keeps them (BACKUP_DIR).
output=$("${APP[@]}" npm run --silent backup)
folder=$(printf '%s\n' "$output" | sed -n 's/^Backup written to //p' | tail -1)
if [ -z "$folder" ]; then
  printf 'The backup did not say where it wrote:\n%s\n' "$output" >&2
  exit 1
fi
name=$(basename "$folder")
parent=$(dirname "$folder")

# 2. Encrypted here, to the public key, then put in the bucket (signed with AWS Signature V4).
copy=$(mktemp)
trap 'rm -f "$copy"' EXIT
"${APP[@]}" tar -C "$parent" -c "$name" |
  gpg --batch --yes --no-tty --trust-model always --encrypt \
    --recipient-file "$BACKUP_GPG_RECIPIENT_FILE" --output "$copy"
target="${OFFSITE_S3_URL%/}/$name.tar.gpg"
curl --fail --silent --show-error --retry 3 \
  --aws-sigv4 "aws:amz:$OFFSITE_S3_REGION:s3" \
  --user "$OFFSITE_S3_ACCESS_KEY_ID:$OFFSITE_S3_SECRET_ACCESS_KEY" \
  --header "x-amz-content-sha256: $(sha256sum "$copy" | cut -d' ' -f1)" \
  --upload-file "$copy" "$target"

# 3. Recorded for the backup_offsite_last_success_timestamp_seconds metric, then old local
#    backups removed (only once a newer copy is safe elsewhere).
"${APP[@]}" sh -c 'touch "$1/offsite-last-success" &&
  find "$1" -mindepth 1 -maxdepth 1 -type d -name "backup-*" -mtime +"$2" -exec rm -rf {} +' \
  sh "$parent" "$KEEP_DAYS"
echo "Backup $name: encrypted copy at $target; local backups older than $KEEP_DAYS days removed."
