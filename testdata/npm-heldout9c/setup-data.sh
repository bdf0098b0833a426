#!/usr/bin/env bash
# setup-data.sh DIR: writes the (empty) working folders the heldout9c servers
# use into DIR (default $HOME/mcpsurvey-heldout9c/data), deleting it first.
# memorix keeps its store under DIR/home/.memorix (HOME is pointed there) and
# takes DIR/proj (an empty git repository) as its project; excalidraw writes its scene exports to DIR/scenes.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout9c/data}"
rm -rf "$D"
mkdir -p "$D/home" "$D/proj/src/auth" "$D/scenes"
cat > "$D/proj/README.md" <<'MD'
# billing-service

Small service used as memorix's project folder in the heldout9c capture.
MD
printf 'export function verify(token: string): boolean {\n  return token.length > 0;\n}\n' > "$D/proj/src/auth/verify.ts"
cat > "$D/proj/CLAUDE.md" <<'MD'
# Project rules

- Run `npm test` before every commit.
- Never log raw tokens.
MD
# memorix binds to a git project: an empty repository is enough.
git -C "$D/proj" init -q
echo "$D"
