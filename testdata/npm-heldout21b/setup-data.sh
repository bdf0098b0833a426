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
# The Storybook project whose dev server carries @storybook/addon-mcp
# (sbaddon): four components of a marina booking app with their stories.
# capture.sh links its node_modules to this folder's and starts it.
S="$D/sbproj"
mkdir -p "$S/.storybook" "$S/src"
cat > "$S/package.json" <<'JSON'
{"name": "marina-ui", "version": "0.3.0", "private": true, "type": "module"}
JSON
cat > "$S/.storybook/main.mjs" <<'JS'
export default {
  stories: ["../src/**/*.stories.@(js|jsx)"],
  addons: ["@storybook/addon-mcp"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
JS
cat > "$S/src/Button.jsx" <<'JS'
/** A button for the harbour booking app. */
export function Button({ label, variant = "primary", size = "medium", disabled = false, onClick }) {
  return <button className={`btn btn-${variant} btn-${size}`} disabled={disabled} onClick={onClick}>{label}</button>;
}
JS
cat > "$S/src/Button.stories.jsx" <<'JS'
import { Button } from "./Button";
export default { title: "Harbour/Button", component: Button, tags: ["autodocs"], argTypes: { variant: { control: "select", options: ["primary", "secondary", "danger"] } } };
export const Primary = { args: { label: "Book a berth", variant: "primary" } };
export const Secondary = { args: { label: "Cancel", variant: "secondary" } };
export const Danger = { args: { label: "Release mooring", variant: "danger" } };
export const Disabled = { args: { label: "Fully booked", disabled: true } };
JS
cat > "$S/src/BerthCard.jsx" <<'JS'
/** Shows one berth of the marina with its length, depth and status. */
export function BerthCard({ berth, lengthM, depthM, status = "free" }) {
  return <div className={`berth berth-${status}`}><h3>Berth {berth}</h3><p>{lengthM} m long, {depthM} m deep</p><span>{status}</span></div>;
}
JS
cat > "$S/src/BerthCard.stories.jsx" <<'JS'
import { BerthCard } from "./BerthCard";
export default { title: "Marina/BerthCard", component: BerthCard, tags: ["autodocs"] };
export const Free = { args: { berth: "A-12", lengthM: 14, depthM: 3.2, status: "free" } };
export const Taken = { args: { berth: "B-03", lengthM: 9, depthM: 2.1, status: "taken" } };
export const Reserved = { name: "Reserved for regatta", args: { berth: "C-20", lengthM: 18, depthM: 4, status: "reserved" } };
JS
cat > "$S/src/TideTable.jsx" <<'JS'
/** Table of the day's high and low tides at one station. */
export function TideTable({ station, rows = [] }) {
  return <table><caption>{station}</caption><tbody>{rows.map((r) => <tr key={r.time}><td>{r.time}</td><td>{r.kind}</td><td>{r.height} m</td></tr>)}</tbody></table>;
}
JS
cat > "$S/src/TideTable.stories.jsx" <<'JS'
import { TideTable } from "./TideTable";
export default { title: "Marina/TideTable", component: TideTable };
export const Today = { args: { station: "Kiel Holtenau", rows: [{ time: "05:12", kind: "high", height: 3.41 }, { time: "11:30", kind: "low", height: 0.62 }] } };
export const Empty = { args: { station: "Eckernförde", rows: [] } };
JS
cat > "$S/src/FuelGauge.jsx" <<'JS'
/**
 * Fuel level of the harbour's fuel dock tank.
 * Turns amber under 25 percent and red under 10 percent.
 */
export function FuelGauge({ litres, capacity = 12000, fuel = "diesel" }) {
  const pct = Math.round((100 * litres) / capacity);
  return <meter min={0} max={capacity} value={litres} title={`${fuel} ${pct}%`} />;
}
JS
cat > "$S/src/FuelGauge.stories.jsx" <<'JS'
import { FuelGauge } from "./FuelGauge";
export default { title: "Dock/FuelGauge", component: FuelGauge, tags: ["autodocs"], argTypes: { fuel: { control: "radio", options: ["diesel", "petrol"], description: "Kind of fuel in the tank" }, litres: { description: "Litres left in the tank" } } };
export const Full = { args: { litres: 11800 } };
export const Low = { args: { litres: 2100, fuel: "petrol" } };
JS
echo "data in $D"
