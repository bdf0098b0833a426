#!/usr/bin/env bash
# setup-podman.sh DIR [phase2]: the local Podman state podman-mcp-server
# reads (images built offline FROM scratch with Debian's static busybox,
# volumes, networks, created but never started containers; containers do
# not run in the capture sandbox). Without "phase2" it first removes what an
# earlier run left (names coop-*), then creates everything; with "phase2"
# it makes the changes seen by the second podman phase.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout13a/data}"
C="$D/podman"
if [ "${2:-}" = phase2 ]; then
  podman volume create --label purpose=backup coop-backup >/dev/null
  podman create --name coop-cron --label role=cron localhost/coop-tools:0.3 sh -c 'echo nightly' >/dev/null
  podman network rm coop-backend >/dev/null
  exit 0
fi
podman rm -f coop-web coop-worker coop-cron >/dev/null 2>&1 || true
podman rmi -f localhost/coop-site:1.0 localhost/coop-tools:0.3 localhost/coop-notes:2.1 localhost/coop-broken:0 >/dev/null 2>&1 || true
podman volume rm -f coop-data coop-logs coop-backup >/dev/null 2>&1 || true
podman network rm -f coop-net coop-backend >/dev/null 2>&1 || true
rm -rf "$C"; mkdir -p "$C/site" "$C/tools" "$C/notes" "$C/broken"
cp /bin/busybox "$C/site/busybox"; cp /bin/busybox "$C/tools/busybox"
cp -r "$D/site" "$C/site/www"
cat > "$C/site/Containerfile" <<'EOF'
FROM scratch
LABEL org.opencontainers.image.title="coop-site" org.opencontainers.image.version="1.0"
COPY busybox /bin/busybox
COPY www /www
EXPOSE 80
ENTRYPOINT ["/bin/busybox"]
CMD ["httpd", "-f", "-p", "80", "-h", "/www"]
EOF
printf '#!/bin/busybox sh\necho "sharpening queue: $(ls /queue | wc -l)"\n' > "$C/tools/report.sh"
cat > "$C/tools/Containerfile" <<'EOF'
FROM scratch
COPY busybox /bin/busybox
COPY report.sh /usr/local/bin/report.sh
ENV QUEUE_DIR=/queue TZ=Europe/Amsterdam
WORKDIR /queue
ENTRYPOINT ["/bin/busybox"]
CMD ["sh", "/usr/local/bin/report.sh"]
EOF
printf 'Repair evening notes\n- kettle: descaled\n- lamp: new switch\n' > "$C/notes/notes.txt"
cat > "$C/notes/Containerfile" <<'EOF'
FROM scratch
LABEL maintainer="kenji@harbortools.example"
COPY notes.txt /notes/notes.txt
EOF
cat > "$C/broken/Containerfile" <<'EOF'
FROM scratch
COPY does-not-exist.txt /
EOF
podman build -q -t localhost/coop-site:1.0 "$C/site" >/dev/null
podman build -q -t localhost/coop-tools:0.3 "$C/tools" >/dev/null
podman volume create --label purpose=uploads coop-data >/dev/null
podman volume create coop-logs >/dev/null
podman network create --subnet 10.89.7.0/24 coop-net >/dev/null
podman network create --internal coop-backend >/dev/null
podman create --name coop-web -p 8080:80 -e MODE=prod -v coop-data:/www/uploads --network coop-net localhost/coop-site:1.0 >/dev/null
podman create --name coop-worker -e QUEUE_DIR=/queue --label role=worker localhost/coop-tools:0.3 >/dev/null
podman image prune -f >/dev/null
echo "podman state ready"
