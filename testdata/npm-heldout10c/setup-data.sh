#!/usr/bin/env bash
# setup-data.sh DIR: writes the folders the heldout10c servers use into DIR
# (default $HOME/mcpsurvey-heldout10c/data), deleting it first.
#   xc/ws/     xcodebuild's workspace: empty .xcodeproj/.xcworkspace folders in a small tree
#              and .xcodebuildmcp/config.yaml (session defaults and two profiles)
#   xc/home/   xcodebuild's HOME
#   cf/        claude-flow's project folder (cwd); cf-home/ its HOME
#   www/       files served on 127.0.0.1:38731 for mcp-fetch (capture.sh starts the server)
#   games/     godot's projects (no Godot binary is installed: its tools that run Godot answer with errors)
#   theme/     flowbite's working folder; inst-home/ mcp-installer's HOME, inst-srv/ a local server folder
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout10c/data}"
rm -rf "$D"
mkdir -p "$D/xc/home" "$D/cf" "$D/cf-home" "$D/www/api" "$D/theme" "$D/inst-home/Library/Application Support/Claude" "$D/inst-srv"
W="$D/xc/ws"
mkdir -p "$W/Apps/Weather.xcodeproj" "$W/Apps/Notes.xcworkspace" "$W/Apps/Notes/Notes.xcodeproj" \
  "$W/Packages/Kit/Sources" "$W/Tools/Linter.xcodeproj" "$W/Vendor/Charts/Charts.xcodeproj" \
  "$W/Vendor/Charts/Demo/ChartsDemo.xcworkspace" "$W/Empty"
printf 'import SwiftUI\n' > "$W/Packages/Kit/Sources/Kit.swift"
# xcodebuild reads its session defaults and profiles from the workspace config.
mkdir -p "$W/.xcodebuildmcp"
cat > "$W/.xcodebuildmcp/config.yaml" <<'YAML'
schemaVersion: 1
sessionDefaults:
  projectPath: Apps/Weather.xcodeproj
  scheme: Weather
  configuration: Debug
  simulatorName: iPhone 16 Pro
sessionDefaultsProfiles:
  ios:
    workspacePath: Apps/Notes.xcworkspace
    scheme: Notes
    configuration: Release
    simulatorName: iPad Air 13-inch (M3)
  watch:
    projectPath: Vendor/Charts/Charts.xcodeproj
    scheme: ChartsWatch
    simulatorName: Apple Watch Series 10 (46mm)
    useLatestOS: true
YAML
cat > "$D/www/stock.csv" <<'TXT'
sku,name,location,qty
B-M8-40,Hex bolt M8 x 40,Aisle 3,1200
S-4-50,Wood screw 4 x 50,Aisle 3,5400
H-75-BR,Brass hinge 75 mm,Aisle 7,86
TXT
cat > "$D/www/notes.txt" <<'TXT'
Release checklist
1. Bump version to 2.4.0
2. Tag release
3. Announce in #releases
TXT
printf '{"sku":"H-75-BR","name":"Brass hinge 75 mm","qty":86,"reorder":true}\n' > "$D/www/api/item.json"
printf '{"name":"local-notes","version":"0.1.0","bin":{"local-notes":"index.js"}}\n' > "$D/inst-srv/package.json"
printf '#!/usr/bin/env node\n' > "$D/inst-srv/index.js"
printf '{"mcpServers":{}}\n' > "$D/inst-home/Library/Application Support/Claude/claude_desktop_config.json"
# godot's projects: three folders with a project.godot (one nested), one without.
G="$D/games"
mkdir -p "$G/space-rocks/scenes" "$G/tiny-farm" "$G/jams/2026/orbit-golf" "$G/not-a-project"
printf '; Engine configuration file.\nconfig_version=5\n\n[application]\n\nconfig/name="Space Rocks"\nrun/main_scene="res://scenes/main.tscn"\nconfig/features=PackedStringArray("4.3", "Forward Plus")\n' > "$G/space-rocks/project.godot"
printf '[gd_scene format=3]\n\n[node name="Main" type="Node2D"]\n' > "$G/space-rocks/scenes/main.tscn"
printf 'config_version=5\n\n[application]\n\nconfig/name="Tiny Farm"\n' > "$G/tiny-farm/project.godot"
printf 'config_version=5\n\n[application]\n\nconfig/name="Orbit Golf"\n' > "$G/jams/2026/orbit-golf/project.godot"
printf 'notes\n' > "$G/not-a-project/README.txt"
echo "data in $D"
