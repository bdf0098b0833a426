#!/usr/bin/env bash
# setup-data.sh DIR [NM]: writes the folders the heldout11c servers use into DIR
# (default $HOME/mcpsurvey-heldout11c/data), deleting it first. NM is the node_modules
# holding the pinned packages (default this folder's): ableton's own version manager
# and diff scripts are run from it.
#   abl/       Ableton Live Sets (make_als.py): a versioned project "Night_Drive Project"
#              (_history written by the package's version manager, plus one change report
#              written by its diff script), a second project "Sketches", a broken .als
#   godot/     a tiny Godot project (godot-bridge's cwd; no editor runs)
#   sf-home/   unified-sf-docs-mcp's HOME; its database ~/.unified-sf-docs-mcp/salesforce-docs.db
#              holds six pages (make_sfdocs.py); out/ receives its exports
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
D="${1:-$HOME/mcpsurvey-heldout11c/data}"
NM="${2:-$HERE/node_modules}"
rm -rf "$D"
mkdir -p "$D/abl" "$D/sf-home" "$D/out" "$D/godot/scenes"
python3 "$HERE/make_als.py" "$D/abl"
S="$NM/ableton-cookbook-mcp/scripts"
P="$D/abl/Night_Drive Project"
python3 "$S/ableton_version_manager.py" scan "$P" > /dev/null
mkdir -p "$P/_history/reports"
python3 "$S/ableton_diff.py" "$P/Night_Drive_0.2.0.als" "$P/Night_Drive_0.3.0.als" \
  --output "$P/_history/reports/changes_0.2.0_to_0.3.0.txt" > /dev/null
python3 "$HERE/make_sfdocs.py" "$D/sf-home/.unified-sf-docs-mcp/salesforce-docs.db"
printf 'config_version=5\n\n[application]\nconfig/name="Demo"\nrun/main_scene="res://scenes/main.tscn"\n' > "$D/godot/project.godot"
printf 'extends CharacterBody2D\n\nfunc _ready():\n\tprint("ready")\n' > "$D/godot/player.gd"
printf '[gd_scene format=3]\n\n[node name="Main" type="Node2D"]\n\n[node name="Player" type="CharacterBody2D" parent="."]\nposition = Vector2(10, 20)\n' > "$D/godot/scenes/main.tscn"
