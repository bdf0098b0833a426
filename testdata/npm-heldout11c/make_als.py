#!/usr/bin/env python3
"""make_als.py DIR: writes small Ableton Live Set (.als, gzipped XML) files into DIR for the heldout11c capture."""
import gzip, os, sys

def track(kind, tid, name, vol, pan, devices, clips):
    devs = "".join(f'<{t} Id="{i}"><UserName Value="{n}"/><On><Manual Value="true"/></On></{t}>' for i, (t, n) in enumerate(devices))
    branches = "".join(f'<{"InstrumentBranch" if kind == "MidiTrack" else "AudioEffectBranch"} Id="{i}"><Name Value="{n}"/></{"InstrumentBranch" if kind == "MidiTrack" else "AudioEffectBranch"}>' for i, (t, n) in enumerate(devices[:1]))
    clip_tag = "MidiClip" if kind == "MidiTrack" else "AudioClip"
    slots = "".join(f'<ClipSlot Id="{i}"><ClipSlot><Value><{clip_tag} Id="{i}"><Name Value="{c}"/><CurrentStart Value="0"/><CurrentEnd Value="{8 * (i + 1)}"/></{clip_tag}></Value></ClipSlot></ClipSlot>' for i, c in enumerate(clips))
    return (f'<{kind} Id="{tid}"><Name><EffectiveName Value="{name}"/><UserName Value="{name}"/></Name><Color Value="{tid + 3}"/>'
            f'<DeviceChain><Mixer><Volume><Manual Value="{vol}"/></Volume><Pan><Manual Value="{pan}"/></Pan></Mixer>'
            f'<DeviceChain><Devices>{devs}</Devices>{branches}</DeviceChain>'
            f'<MainSequencer><ClipSlotList>{slots}</ClipSlotList></MainSequencer></DeviceChain></{kind}>')

def liveset(tempo, tracks, minor="11.0_433"):
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<Ableton MajorVersion="5" MinorVersion="{minor}" Creator="Ableton Live 11.3.4">'
            f'<LiveSet><Tracks>{"".join(tracks)}</Tracks><MasterTrack><Name><EffectiveName Value="Master"/></Name>'
            f'<DeviceChain><Mixer><Tempo><Manual Value="{tempo}"/></Tempo><TimeSignature><Manual Value="201"/></TimeSignature>'
            f'<Volume><Manual Value="1"/></Volume></Mixer></DeviceChain></MasterTrack></LiveSet></Ableton>\n')

def write(path, xml):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with gzip.open(path, "wb") as f:
        f.write(xml.encode())

d = sys.argv[1]
drums = lambda v: track("MidiTrack", 1, "Drums", v, 0, [("DrumGroupDevice", "909 Kit"), ("Compressor2", "Glue")], ["Beat A", "Beat B"])
bass = lambda v, devs: track("MidiTrack", 2, "Bass", v, -0.1, devs, ["Bassline"])
vox = track("AudioTrack", 3, "Vocals", 0.7, 0.15, [("Eq8", "Vocal EQ"), ("Reverb", "Plate")], ["Verse Take 3"])
pads = track("MidiTrack", 4, "Pads", 0.55, 0.3, [("InstrumentVector", "Wavetable Pad")], ["Chords"])
# project with versioned files (_X.Y.Z.als)
write(f"{d}/Night_Drive Project/Night_Drive_0.1.0.als", liveset(118, [drums(0.85), bass(0.8, [("OriginalSimpler", "Sub Bass")])]))
write(f"{d}/Night_Drive Project/Night_Drive_0.2.0.als", liveset(120, [drums(0.8), bass(0.75, [("OriginalSimpler", "Sub Bass"), ("Saturator", "Warm Drive")]), vox]))
write(f"{d}/Night_Drive Project/Night_Drive_0.3.0.als", liveset(122, [drums(0.78), bass(0.75, [("OriginalSimpler", "Sub Bass"), ("Saturator", "Warm Drive")]), vox, pads]))
# another project, one file, plus a backup folder
write(f"{d}/Sketches/Morning Loop.als", liveset(96, [pads, track("AudioTrack", 5, "Field Recording", 0.6, 0, [], ["Birds"])], "10.1_402"))
write(f"{d}/Sketches/Backup/Morning Loop [2026-11-20 101500].als", liveset(95, [pads], "10.1_402"))
# a broken file
os.makedirs(f"{d}/Broken", exist_ok=True)
with open(f"{d}/Broken/not_gzip.als", "w") as f:
    f.write("this is not an Ableton set\n")
