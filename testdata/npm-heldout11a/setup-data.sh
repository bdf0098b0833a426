#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout11a servers read into DIR
# (default $HOME/mcpsurvey-heldout11a/data), deleting it first, and starts a
# local sshd on 127.0.0.1:2222 (key auth, root) for mcp-ssh-manager.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout11a/data}"
rm -rf "$D"; mkdir -p "$D/docs" "$D/ssh" "$D/home" "$D/logs"
cd "$D/docs"
cat > .textlintrc.json <<'J'
{"rules":{"no-todo":true,"doubled-spaces":true,"sentence-length":{"max":90},"no-exclamation-question-mark":true,"max-comma":{"max":3},"common-misspellings":true}}
J
cat > release-notes.md <<'M'
# Release notes 2.4

TODO: add the migration guide link.

- Faster  startup on cold caches.
- The exporter now writes CSV, TSV, JSON, YAML, and XML files without extra flags.
- Fixed a crash when the config file was empty!
M
cat > onboarding.md <<'M'
# Onboarding

Welcome to the team. Your first week covers the build, the test suite, and the release process.

Ask Priya for access to the staging cluster.
M
cat > field-notes.txt <<'M'
We recieved the samples on Monday and seperated them into three batches.
The second batch was definately contaminated, so we discarded it.
Is the third batch usable?
M
cat > style.md <<'M'
## Style

This sentence is deliberately written to be far too long for the sentence length rule that the team configured for docs.
- [ ] TODO review the glossary
M
mkdir -p "$D/logs"
cat > "$D/logs/app.log" <<'L'
2026-11-24T08:00:01Z INFO  server started on :8080
2026-11-24T08:02:13Z WARN  slow query took 1840ms table=orders
2026-11-24T08:05:40Z ERROR payment gateway timeout order=A-1042
2026-11-24T08:06:02Z INFO  retry succeeded order=A-1042
2026-11-24T08:10:55Z ERROR disk usage above 90% mount=/var
2026-11-24T08:12:30Z INFO  cache warmed entries=5120
L
printf 'alpha\nbeta\ngamma\n' > "$D/logs/names.txt"
# sshd for mcp-ssh-manager
cd "$D/ssh"
ssh-keygen -q -t ed25519 -N '' -f hostkey
ssh-keygen -q -t ed25519 -N '' -f userkey
cat > sshd_config <<S
Port 2222
ListenAddress 127.0.0.1
HostKey $D/ssh/hostkey
PermitRootLogin yes
PubkeyAuthentication yes
PasswordAuthentication no
AuthorizedKeysFile $D/ssh/authorized_keys
PidFile $D/ssh/sshd.pid
UsePAM no
StrictModes no
Subsystem sftp internal-sftp
S
cp userkey.pub authorized_keys
mkdir -p /run/sshd
/usr/sbin/sshd -f "$D/ssh/sshd_config" -E "$D/ssh/sshd.log"
echo "sshd pid $(cat "$D/ssh/sshd.pid" 2>/dev/null || sleep 1; cat "$D/ssh/sshd.pid")"
