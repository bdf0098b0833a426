#!/usr/bin/env bash
# setup-data.sh DIR: the data folder of the heldout15a capture, deleting DIR
# first: a HOME for the CircleCI server and a self-signed certificate for the
# GitHub Enterprise stand-in (standin.py holds the API data; setup-mail.sh
# writes the mailbox).
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout15a/data}"
rm -rf "$D"
mkdir -p "$D/home"
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$D/ghe.pem" -out "$D/ghe.crt" -days 30 -subj "/CN=127.0.0.1" 2>/dev/null
cat "$D/ghe.crt" >> "$D/ghe.pem"
echo "data in $D"
