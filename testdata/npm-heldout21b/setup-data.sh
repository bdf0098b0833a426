#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout21b capture into DIR
# (default $HOME/mcpsurvey-heldout21b/data), deleting DIR first: the OpenAPI
# description of the tool-lending library stand-in (oaslib), an output
# folder for minimax and a short WAV file it may read.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout21b/data}"
rm -rf "$D"
mkdir -p "$D/oas" "$D/minimax-out" "$D/home"
cat > "$D/oas/tool_library.yaml" <<'YAML'
openapi: 3.0.3
info:
  title: Harbour Tool Library
  description: Lending of tools to members of a neighbourhood co-op.
  version: 1.4.0
paths:
  /v1/tools:
    servers:
      - url: http://127.0.0.1:18655
    get:
      operationId: ListTools
      tags: [Tools]
      description: List every tool of the library with its status and deposit.
      responses:
        '200': {description: The tools}
  /v1/tools/{toolId}:
    servers:
      - url: http://127.0.0.1:18655
    get:
      operationId: FetchTool
      tags: [Tools]
      description: Fetch one tool by its id.
      parameters:
        - name: toolId
          in: path
          required: true
          schema: {type: string}
          description: Tool id such as T-0101
      responses:
        '200': {description: The tool}
  /v1/categories/{category}/tools:
    servers:
      - url: http://127.0.0.1:18655
    get:
      operationId: ListToolsByCategory
      tags: [Tools]
      description: List the tools of one category (power, hand, access, garden).
      parameters:
        - name: category
          in: path
          required: true
          schema: {type: string}
      responses:
        '200': {description: The tools}
  /v1/branches:
    servers:
      - url: http://127.0.0.1:18655
    get:
      operationId: ListBranches
      tags: [Branches]
      description: List the branches with address and opening hours.
      responses:
        '200': {description: The branches}
  /v1/members/{memberId}:
    servers:
      - url: http://127.0.0.1:18655
    get:
      operationId: FetchMember
      tags: [Members]
      parameters:
        - name: memberId
          in: path
          required: true
          schema: {type: string}
      responses:
        '200': {description: The member}
  /v1/members/{memberId}/loans:
    servers:
      - url: http://127.0.0.1:18655
    get:
      operationId: ListMemberLoans
      tags: [Loans]
      description: List the loans of one member, open and returned.
      parameters:
        - name: memberId
          in: path
          required: true
          schema: {type: string}
      responses:
        '200': {description: The loans}
  /v1/loans:
    servers:
      - url: http://127.0.0.1:18655
    post:
      operationId: CreateLoan
      tags: [Loans]
      description: Lend an available tool to a member for seven days.
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [toolId, member]
              properties:
                toolId: {type: string, description: The tool to lend}
                member: {type: string, description: The member id}
      responses:
        '201': {description: The new loan}
YAML
# A short silent WAV (for a voice_clone call that uploads a local file).
python3 - "$D/minimax-out/sample_voice.wav" <<'PY'
import struct, sys
n = 8000
data = b"\x00\x00" * n
hdr = b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, 8000, 16000, 2, 16) + b"data" + struct.pack("<I", len(data))
open(sys.argv[1], "wb").write(hdr + data)
PY

# The project the shadcn MCP server runs in (uireg): components.json names
# two registries served by standin.py.
P="$D/uiproj"
mkdir -p "$P/src/components/ui" "$P/src/lib"
cat > "$P/package.json" <<'JSON'
{"name": "harbour-app", "version": "0.1.0", "private": true, "dependencies": {"react": "19.0.0", "react-dom": "19.0.0"}}
JSON
cat > "$P/tsconfig.json" <<'JSON'
{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["./src/*"]}, "jsx": "react-jsx", "strict": true}}
JSON
echo '@import "tailwindcss";' > "$P/src/index.css"
echo 'export function cn(...c: string[]) { return c.filter(Boolean).join(" ") }' > "$P/src/lib/utils.ts"
cat > "$P/components.json" <<'JSON'
{
  "$schema": "https://ui.shadcn.com/schema.json",
  "style": "new-york",
  "rsc": false,
  "tsx": true,
  "tailwind": {"config": "", "css": "src/index.css", "baseColor": "neutral", "cssVariables": true, "prefix": ""},
  "aliases": {"components": "@/components", "utils": "@/lib/utils", "ui": "@/components/ui", "lib": "@/lib", "hooks": "@/hooks"},
  "iconLibrary": "lucide",
  "registries": {
    "@harbor": "http://127.0.0.1:18656/r/{name}.json",
    "@tidewater": "http://127.0.0.1:18656/tide/{name}.json"
  }
}
JSON
echo "data in $D"
