#!/usr/bin/env python3
"""standin.py: the local stand-in backends of the heldout21b capture, on 127.0.0.1 only.

  18650  Bedrock Agent Runtime Retrieve (awskb; HTTP/1.1 here, reached
         through h2bridge.mjs on 18651, since the AWS SDK speaks HTTP/2): knowledge bases of a harbour
         hostel (house rules, cleaning rota, front desk handbook), chunks
         ranked by word overlap with the query; unknown bases give AWS's 404.
  18652  MiniMax API (minimax): voices, speech, images, videos, voice design
         for a museum audio guide; results are URLs on 127.0.0.1.
  18653  Sonarr API v3 (arrmedia): a home media server's TV library.
  18654  Radarr API v3 (arrmedia): the same server's film library.
  18655  A tool-lending library API (oaslib), described by the OpenAPI file
         that setup-data.sh writes.
  18656  Two shadcn component registries (@harbor, @tidewater) that the
         project of setup-data.sh names in its components.json (uireg).
All content is made up."""
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

# ---------------------------------------------------------------- awskb
KB = {
    "HSTLRULES1": [
        ("house-rules/quiet_hours.txt", "Quiet hours run from 22:00 to 07:00 in all dormitories. The lounge on the ground floor stays open until 23:30; music must be played through headphones after 22:00."),
        ("house-rules/kitchen_use.txt", "The guest kitchen is open from 06:30 to 22:30. Label your food with your name and check-out date; unlabelled food is cleared every Sunday at 10:00. Pans go back on the rack by the window."),
        ("house-rules/lockers.txt", "Every bed has a locker (60 x 40 x 45 cm). Padlocks can be borrowed at reception for a deposit of 5 EUR or bought for 7 EUR. Lost locker keys cost 15 EUR."),
        ("house-rules/check_out.txt", "Check-out is at 10:30. Late check-out until 13:00 costs 8 EUR and must be booked at reception by 09:00. Luggage can be left in the store room (room 0.04) until 20:00 on the day of departure."),
        ("house-rules/smoking.txt", "Smoking and vaping are allowed only on the back terrace. Smoking in rooms costs a cleaning fee of 120 EUR."),
    ],
    "HSTLCLEAN2": [
        ("cleaning/rota_week.txt", "Dormitories 1-6 are cleaned daily between 11:00 and 14:00. Private rooms 201-214 are cleaned on check-out and every third night of a stay. Bathrooms on each floor are checked at 08:00, 13:00 and 19:00."),
        ("cleaning/linen.txt", "Bed linen is changed on check-out and every 4 nights. Towels are rented at reception for 2 EUR and swapped on request. The laundry van comes on Tuesday and Friday at 09:15."),
        ("cleaning/supplies.txt", "Cleaning supplies are kept in store 1.02 (code 4471). Order refills from Ostsee Hygiene GmbH when fewer than 3 cartons of any item remain; account number OH-22817."),
    ],
    "HSTLDESK3": [
        ("desk/opening_hours.txt", "Reception is staffed from 07:00 to 23:00. Between 23:00 and 07:00 guests ring the night bell; the night porter (extension 90) answers within 10 minutes."),
        ("desk/payments.txt", "We take cash, debit cards and credit cards. City tax is 2.50 EUR per adult per night and is paid at check-in. Group bookings of 10 or more pay a 30 percent deposit."),
        ("desk/bike_rental.txt", "Bikes are rented at reception: 12 EUR per day, 7 EUR per half day (until 13:00 or from 13:00). Helmets are free. Return bikes to the yard by 21:00."),
        ("desk/emergency.txt", "In an emergency call 112. The nearest pharmacy is Hafen-Apotheke, Kaistrasse 14, open until 20:00. The first aid kit is behind the reception desk; the defibrillator hangs next to the lift on the ground floor."),
        ("desk/wifi.txt", "The guest network is HafenHostel-Guest; the password changes every Monday and is printed on the key card sleeve. Speed is limited to 20 Mbit/s per device."),
    ],
}


def kb_retrieve(kb_id, body):
    if kb_id not in KB:
        return 404, {"message": "Knowledge base with id %s does not exist" % kb_id}, {"x-amzn-errortype": "ResourceNotFoundException"}
    query = body.get("retrievalQuery", {}).get("text", "")
    n = body.get("retrievalConfiguration", {}).get("vectorSearchConfiguration", {}).get("numberOfResults", 3)
    words = set(re.findall(r"[a-z0-9]+", query.lower()))
    scored = []
    for i, (path, text) in enumerate(KB[kb_id]):
        tw = set(re.findall(r"[a-z0-9]+", text.lower() + " " + path.lower()))
        overlap = len(words & tw)
        scored.append((overlap, -i, path, text))
    scored.sort(reverse=True)
    results = []
    for rank, (overlap, negi, path, text) in enumerate(scored[:n]):
        score = round(0.42 + 0.09 * overlap - 0.03 * rank, 4)
        results.append({
            "content": {"text": text, "type": "TEXT"},
            "location": {"type": "S3", "s3Location": {"uri": "s3://hafen-hostel-kb/%s" % path}},
            "score": score,
            "metadata": {"x-amz-bedrock-kb-chunk-id": "%s-%04d" % (kb_id.lower(), -negi + 1),
                         "x-amz-bedrock-kb-source-uri": "s3://hafen-hostel-kb/%s" % path},
        })
    return 200, {"retrievalResults": results}, {}


# ---------------------------------------------------------------- minimax
MM = "http://127.0.0.1:18652"
OK = {"status_code": 0, "status_msg": "success"}
VOICES = {
    "system_voice": [
        {"voice_id": "English_Trustworth_Man", "voice_name": "Trustworthy Man"},
        {"voice_id": "English_Graceful_Lady", "voice_name": "Graceful Lady"},
        {"voice_id": "English_CalmWoman", "voice_name": "Calm Woman"},
        {"voice_id": "German_FriendlyMan", "voice_name": "Friendly Man (German)"},
        {"voice_id": "audiobook_female_1", "voice_name": "Audiobook Female 1"},
    ],
    "voice_cloning": [
        {"voice_id": "museum_guide_anna", "voice_name": "Anna (museum guide)"},
        {"voice_id": "curator_jonas_v2", "voice_name": "Jonas (curator)"},
    ],
}
VIDEO_TASKS = {
    "106916112212032": {"status": "Success", "file_id": "205258526306433"},
    "106916112212033": {"status": "Processing"},
    "106916112212034": {"status": "Queueing"},
    "106916112212035": {"status": "Fail"},
    "106916112212036": {"status": "Success", "file_id": "205258526306437"},
}
mm_counter = [0]


def minimax(method, path, q, body):
    mm_counter[0] += 1
    k = mm_counter[0]
    if path == "/v1/get_voice":
        vt = body.get("voice_type", "all")
        out = {"base_resp": OK}
        if vt in ("all", "system"):
            out["system_voice"] = VOICES["system_voice"]
        if vt in ("all", "voice_cloning"):
            out["voice_cloning"] = VOICES["voice_cloning"]
        return 200, out
    if path == "/v1/t2a_v2":
        vid = body.get("voice_setting", {}).get("voice_id", "")
        if vid.startswith("nobody"):
            return 200, {"base_resp": {"status_code": 2054, "status_msg": "voice id not exist"}}
        fmt = body.get("audio_setting", {}).get("format", "mp3")
        data = {"audio": "%s/files/audio/tts_%04d.%s" % (MM, 3100 + k, fmt), "status": 2}
        if body.get("subtitle_enable"):
            data["subtitle_file"] = "%s/files/subtitles/tts_%04d.json" % (MM, 3100 + k)
        return 200, {"data": data, "extra_info": {"audio_length": 8000 + 137 * k}, "base_resp": OK}
    if path == "/v1/image_generation":
        n = int(body.get("n", 1))
        if "forbidden" in body.get("prompt", ""):
            return 200, {"base_resp": {"status_code": 1026, "status_msg": "input new_sensitive"}}
        return 200, {"id": "img-%d" % k, "data": {"image_urls": ["%s/files/image/img_%d_%d.jpeg" % (MM, 5200 + k, i) for i in range(n)]},
                     "metadata": {"success_count": n, "failed_count": 0}, "base_resp": OK}
    if path == "/v1/video_generation":
        return 200, {"task_id": "10691611221%04d" % (2040 + k), "base_resp": OK}
    if path == "/v1/query/video_generation":
        tid = q.get("task_id", [""])[0]
        t = VIDEO_TASKS.get(tid)
        if not t:
            return 200, {"base_resp": {"status_code": 1013, "status_msg": "task not found"}}
        out = {"task_id": tid, "status": t["status"], "base_resp": OK}
        if "file_id" in t:
            out["file_id"] = t["file_id"]
        return 200, out
    if path == "/v1/files/retrieve":
        fid = q.get("file_id", [""])[0]
        return 200, {"file": {"file_id": fid, "bytes": 5896337, "created_at": 1764050000, "filename": "output.mp4",
                              "purpose": "video_generation", "download_url": "%s/files/video/%s.mp4" % (MM, fid)}, "base_resp": OK}
    if path == "/v1/files/upload":
        return 200, {"file": {"file_id": 310000000 + k, "bytes": 16044, "filename": "sample_voice.wav", "purpose": "voice_clone"}, "base_resp": OK}
    if path == "/v1/voice_clone":
        out = {"input_sensitive": False, "base_resp": OK}
        if body.get("text"):
            out["demo_audio"] = "%s/files/audio/clone_demo_%s.mp3" % (MM, body.get("voice_id"))
        return 200, out
    if path == "/v1/voice_design":
        return 200, {"voice_id": "ttv-voice-2026112517%04d" % k, "trial_audio": "4944330300000000", "base_resp": OK}
    return 404, {"base_resp": {"status_code": 1004, "status_msg": "not found"}}


# ---------------------------------------------------------------- sonarr / radarr
GB = 1024 ** 3
QP = [
    {"id": 1, "name": "Any", "upgradeAllowed": False, "cutoff": 1,
     "items": [{"quality": {"id": 1, "name": "SDTV"}, "allowed": True}, {"quality": {"id": 4, "name": "HDTV-720p"}, "allowed": True},
               {"quality": {"id": 9, "name": "HDTV-1080p"}, "allowed": True}], "formatItems": [], "minFormatScore": 0, "cutoffFormatScore": 0},
    {"id": 4, "name": "HD-1080p", "upgradeAllowed": True, "cutoff": 3,
     "items": [{"quality": {"id": 9, "name": "HDTV-1080p"}, "allowed": True}, {"quality": {"id": 3, "name": "WEBDL-1080p"}, "allowed": True},
               {"quality": {"id": 7, "name": "Bluray-1080p"}, "allowed": True}, {"quality": {"id": 19, "name": "Bluray-2160p"}, "allowed": False}],
     "formatItems": [{"name": "x265 (HD)", "score": -50}, {"name": "Repack/Proper", "score": 5}], "minFormatScore": 0, "cutoffFormatScore": 100},
]
SERIES = [
    {"id": 1, "title": "The Lighthouse Keepers", "year": 2019, "status": "ended", "network": "NordTV", "monitored": True, "path": "/media/tv/The Lighthouse Keepers",
     "statistics": {"seasonCount": 3, "episodeFileCount": 24, "totalEpisodeCount": 24, "sizeOnDisk": 38 * GB}},
    {"id": 2, "title": "Allotment Wars", "year": 2022, "status": "continuing", "network": "BBC Two", "monitored": True, "path": "/media/tv/Allotment Wars",
     "statistics": {"seasonCount": 2, "episodeFileCount": 13, "totalEpisodeCount": 16, "sizeOnDisk": 21 * GB + 512 * 1024 ** 2}},
    {"id": 3, "title": "Night Ferry", "year": 2024, "status": "continuing", "network": "Canal Est", "monitored": False, "path": "/media/tv/Night Ferry",
     "statistics": {"seasonCount": 1, "episodeFileCount": 4, "totalEpisodeCount": 8, "sizeOnDisk": 6 * GB}},
    {"id": 4, "title": "Harbour Lights", "year": 2016, "status": "ended", "network": "RTE One", "monitored": True, "path": "/media/tv/Harbour Lights",
     "statistics": {"seasonCount": 4, "episodeFileCount": 40, "totalEpisodeCount": 40, "sizeOnDisk": 52 * GB}},
]
EPISODES = {
    1: [(1, 1, "The Storm Lamp", "2019-02-04", True), (1, 2, "Fog Signals", "2019-02-11", True), (2, 1, "New Keeper", "2020-03-02", True)],
    2: [(1, 1, "Plot 17", "2022-05-10", True), (1, 2, "Marrow Season", "2022-05-17", True), (2, 7, "The Frost", "2024-11-19", False), (2, 8, "Harvest Show", "2024-11-26", False)],
    3: [(1, 4, "Customs", "2024-10-03", True), (1, 5, "Deck Five", "2024-10-10", False), (1, 6, "Rough Crossing", "2024-10-17", False)],
}
MOVIES = [
    {"id": 11, "title": "The Salt Road", "year": 2021, "status": "released", "hasFile": True, "sizeOnDisk": 9 * GB, "monitored": True, "studio": "Kestrel Films",
     "qualityProfileId": 4, "movieFile": {"quality": {"quality": {"name": "Bluray-1080p"}}, "mediaInfo": {"resolution": "1920x800", "videoCodec": "x264",
     "videoDynamicRange": "", "audioCodec": "DTS", "audioChannels": 5.1}}, "ratings": {"imdb": {"value": 7.1}, "tmdb": {"value": 6.8}}},
    {"id": 12, "title": "Winter Orchard", "year": 2023, "status": "released", "hasFile": False, "sizeOnDisk": 0, "monitored": True, "studio": "Linden Pictures",
     "qualityProfileId": 4, "ratings": {"imdb": {"value": 6.4}}},
    {"id": 13, "title": "Copper Canyon", "year": 2018, "status": "released", "hasFile": True, "sizeOnDisk": 14 * GB + 300 * 1024 ** 2, "monitored": False,
     "studio": "Ridgeway", "qualityProfileId": 1, "movieFile": {"quality": {"quality": {"name": "WEBDL-2160p"}}, "mediaInfo": {"resolution": "3840x1600",
     "videoCodec": "h265", "videoDynamicRange": "HDR", "audioCodec": "EAC3", "audioChannels": 5.1}}, "ratings": {"imdb": {"value": 7.8}, "tmdb": {"value": 7.5}}},
]
LOOKUP_TV = [
    {"title": "Harbour Lights", "year": 2016, "tvdbId": 312044, "overview": "A small-town harbour master finds herself at the centre of every dispute on the quay."},
    {"title": "Harbour Nights", "year": 2021, "tvdbId": 398211, "overview": "Late-night stories from the fish market."},
    {"title": "Lights of the Harbour", "year": 1998, "tvdbId": 77012, "overview": None},
]
LOOKUP_FILM = [
    {"title": "The Salt Road", "year": 2021, "tmdbId": 655120, "imdbId": "tt11830412", "overview": "Two sisters drive a lorry of sea salt across the Alps."},
    {"title": "Salt", "year": 2010, "tmdbId": 27576, "imdbId": "tt0944835", "overview": "A CIA agent goes on the run."},
]
HEALTH = {
    "sonarr": [{"source": "IndexerRssCheck", "type": "warning", "message": "All indexers are unavailable due to failures for more than 6 hours",
                "wikiUrl": "https://wiki.servarr.com/sonarr/system#indexers-are-unavailable-due-to-failures"},
               {"source": "RootFolderCheck", "type": "error", "message": "Missing root folder: /media/tv-archive",
                "wikiUrl": "https://wiki.servarr.com/sonarr/system#missing-root-folder"}],
    "radarr": [],
}
ROOTS = {"sonarr": [{"id": 1, "path": "/media/tv", "accessible": True, "freeSpace": 412 * GB, "unmappedFolders": [{"name": "Old Docs"}]},
                    {"id": 2, "path": "/media/tv-archive", "accessible": False, "freeSpace": 0, "unmappedFolders": []}],
         "radarr": [{"id": 1, "path": "/media/films", "accessible": True, "freeSpace": 398 * GB, "unmappedFolders": []}]}
TAGS = {"sonarr": [{"id": 1, "label": "kids"}, {"id": 2, "label": "4k"}, {"id": 3, "label": "archive"}], "radarr": [{"id": 1, "label": "family"}]}
cmd_counter = [9000]


def arr(app, method, path, q, body):
    p = path[len("/api/v3"):] if path.startswith("/api/v3") else path
    if p == "/system/status":
        return 200, {"appName": app.capitalize(), "version": "4.0.11.2680" if app == "sonarr" else "5.16.3.9541", "branch": "main"}
    if p == "/qualityprofile":
        return 200, QP
    if p == "/health":
        return 200, HEALTH[app]
    if p == "/rootfolder":
        return 200, ROOTS[app]
    if p == "/tag":
        return 200, TAGS[app]
    if p == "/command" and method == "POST":
        cmd_counter[0] += 1
        return 201, {"id": cmd_counter[0], "name": body.get("name"), "status": "queued"}
    if app == "sonarr":
        if p == "/series":
            return 200, SERIES
        m = re.match(r"^/series/(\d+)$", p)
        if m:
            for s in SERIES:
                if s["id"] == int(m.group(1)):
                    return 200, s
            return 404, {"message": "NotFound"}
        if p == "/series/lookup":
            term = q.get("term", [""])[0].lower()
            return 200, [r for r in LOOKUP_TV if any(w in r["title"].lower() for w in term.split())]
        if p == "/episode":
            sid = int(q.get("seriesId", ["0"])[0])
            season = q.get("seasonNumber", [None])[0]
            eps = [e for e in EPISODES.get(sid, []) if season is None or e[0] == int(season)]
            return 200, [{"id": sid * 100 + i, "seasonNumber": e[0], "episodeNumber": e[1], "title": e[2], "airDate": e[3], "hasFile": e[4],
                          "monitored": True} for i, e in enumerate(eps)]
    if app == "radarr":
        if p == "/movie":
            return 200, MOVIES
        m = re.match(r"^/movie/(\d+)$", p)
        if m:
            for f in MOVIES:
                if f["id"] == int(m.group(1)):
                    return 200, f
            return 404, {"message": "NotFound"}
        if p == "/movie/lookup":
            term = q.get("term", [""])[0].lower()
            return 200, [r for r in LOOKUP_FILM if any(w in r["title"].lower() for w in term.split())]
    return 404, {"message": "NotFound"}


# ---------------------------------------------------------------- tool library (OpenAPI)
TOOLS = [
    {"id": "T-0101", "name": "Cordless drill", "brand": "Makita", "category": "power", "status": "available", "deposit": 20, "branch": "north"},
    {"id": "T-0102", "name": "Circular saw", "brand": "Bosch", "category": "power", "status": "on_loan", "deposit": 40, "branch": "north"},
    {"id": "T-0215", "name": "Ladder 3.5 m", "brand": "Hailo", "category": "access", "status": "available", "deposit": 25, "branch": "south"},
    {"id": "T-0230", "name": "Tile cutter", "brand": "Rubi", "category": "hand", "status": "repair", "deposit": 15, "branch": "south"},
    {"id": "T-0311", "name": "Pressure washer", "brand": "Kärcher", "category": "garden", "status": "available", "deposit": 30, "branch": "north"},
    {"id": "T-0312", "name": "Hedge trimmer", "brand": "Stihl", "category": "garden", "status": "on_loan", "deposit": 25, "branch": "south"},
]
BRANCHES = [
    {"id": "north", "name": "North Shed", "address": "Werftstrasse 3", "open": "Tue-Sat 10:00-18:00", "tools": 4},
    {"id": "south", "name": "South Workshop", "address": "Am Deich 41", "open": "Wed-Sun 09:00-16:00", "tools": 3},
]
LOANS = [
    {"id": 501, "toolId": "T-0102", "member": "M-2231", "out": "2026-11-18", "due": "2026-11-25", "returned": None},
    {"id": 502, "toolId": "T-0312", "member": "M-1870", "out": "2026-11-20", "due": "2026-11-27", "returned": None},
    {"id": 498, "toolId": "T-0101", "member": "M-2231", "out": "2026-11-02", "due": "2026-11-09", "returned": "2026-11-08"},
]
MEMBERS = {"M-2231": {"id": "M-2231", "name": "Ilse Brandt", "since": "2023-04-12", "plan": "yearly", "activeLoans": 1, "lateReturns": 0},
           "M-1870": {"id": "M-1870", "name": "Tomasz Wojcik", "since": "2025-09-01", "plan": "monthly", "activeLoans": 1, "lateReturns": 2}}
loan_counter = [502]


def toollib(method, path, q, body):
    if path == "/v1/tools":
        out = TOOLS
        for key in ("category", "status", "branch"):
            if key in q:
                out = [t for t in out if t[key] == q[key][0]]
        return 200, {"total": len(out), "tools": out}
    m = re.match(r"^/v1/tools/([^/]+)$", path)
    if m:
        for t in TOOLS:
            if t["id"] == m.group(1):
                return 200, t
        return 404, {"error": "not_found", "message": "No tool with id %s" % m.group(1)}
    if path == "/v1/branches":
        return 200, {"branches": BRANCHES}
    if path == "/v1/loans" and method == "GET":
        out = LOANS
        if "member" in q:
            out = [x for x in out if x["member"] == q["member"][0]]
        if q.get("open", ["false"])[0] == "true":
            out = [x for x in out if x["returned"] is None]
        return 200, {"loans": out, "count": len(out)}
    if path == "/v1/loans" and method == "POST":
        tid = body.get("toolId")
        tool = next((t for t in TOOLS if t["id"] == tid), None)
        if not tool:
            return 404, {"error": "not_found", "message": "No tool with id %s" % tid}
        if tool["status"] != "available":
            return 409, {"error": "unavailable", "message": "Tool %s is %s" % (tid, tool["status"])}
        loan_counter[0] += 1
        return 201, {"id": loan_counter[0], "toolId": tid, "member": body.get("member"), "out": "2026-11-25", "due": "2026-12-02", "deposit": tool["deposit"]}
    m = re.match(r"^/v1/categories/([^/]+)/tools$", path)
    if m:
        out = [t for t in TOOLS if t["category"] == m.group(1)]
        return 200, {"category": m.group(1), "total": len(out), "tools": out}
    m = re.match(r"^/v1/members/([^/]+)/loans$", path)
    if m:
        out = [x for x in LOANS if x["member"] == m.group(1)]
        return 200, {"member": m.group(1), "loans": out, "count": len(out)}
    m = re.match(r"^/v1/members/([^/]+)$", path)
    if m:
        if m.group(1) in MEMBERS:
            return 200, MEMBERS[m.group(1)]
        return 404, {"error": "not_found", "message": "No member %s" % m.group(1)}
    return 404, {"error": "not_found", "message": "No route"}


# ---------------------------------------------------------------- shadcn registries (uireg)
def ui_item(name, typ, title, desc, deps=(), regdeps=(), files=()):
    return {"name": name, "type": typ, "title": title, "description": desc, "dependencies": list(deps),
            "registryDependencies": list(regdeps), "files": [{"path": f[0], "type": f[1], "content": f[2]} for f in files]}


BTN = """import * as React from "react"
import { cn } from "@/lib/utils"

export function Button({ className, variant = "default", ...props }: React.ComponentProps<"button"> & { variant?: "default" | "outline" | "buoy" }) {
  return <button data-variant={variant} className={cn("inline-flex h-9 items-center rounded-md px-4 text-sm", className)} {...props} />
}
"""
BERTH = """import { Card, CardHeader, CardTitle, CardContent } from "@/components/ui/card"

export function BerthCard({ berth, length, status }: { berth: string; length: number; status: "free" | "taken" }) {
  return (
    <Card>
      <CardHeader><CardTitle>Berth {berth}</CardTitle></CardHeader>
      <CardContent>{length} m, {status}</CardContent>
    </Card>
  )
}
"""
TIDE = """export function TideTable({ rows }: { rows: { time: string; height: number; kind: "high" | "low" }[] }) {
  return (
    <table className="w-full text-sm">
      <tbody>{rows.map((r) => <tr key={r.time}><td>{r.time}</td><td>{r.kind}</td><td>{r.height.toFixed(2)} m</td></tr>)}</tbody>
    </table>
  )
}
"""
HOOK = """import { useEffect, useState } from "react"

export function useTide(station: string) {
  const [level, setLevel] = useState<number | null>(null)
  useEffect(() => { fetch(`/api/tide/${station}`).then((r) => r.json()).then((d) => setLevel(d.level)) }, [station])
  return level
}
"""
DEMO = """import { Button } from "@/components/ui/button"

export default function ButtonDemo() {
  return <div className="flex gap-2"><Button>Book a berth</Button><Button variant="buoy">Call harbour master</Button></div>
}
"""
TDEMO = """import { TideTable } from "@/components/tide-table"

export default function TideTableDemo() {
  return <TideTable rows={[{ time: "05:12", height: 3.41, kind: "high" }, { time: "11:30", height: 0.62, kind: "low" }]} />
}
"""
UIREG = {
    "r": {"name": "harbor", "homepage": "http://127.0.0.1:18656/r", "items": [
        ui_item("button", "registry:ui", "Button", "A button with default, outline and buoy variants for harbour apps.", ["@radix-ui/react-slot"], [],
                [("registry/harbor/ui/button.tsx", "registry:ui", BTN)]),
        ui_item("berth-card", "registry:ui", "Berth Card", "Card showing one berth with its length in metres and whether it is free.", [], ["card"],
                [("registry/harbor/ui/berth-card.tsx", "registry:ui", BERTH)]),
        ui_item("tide-table", "registry:block", "Tide Table", "Table of high and low tides for one station and day.", [], ["table"],
                [("registry/harbor/blocks/tide-table.tsx", "registry:component", TIDE)]),
        ui_item("mooring-form", "registry:block", "Mooring Form", "Booking form for a mooring: boat name, length, arrival and departure dates.", ["react-hook-form", "zod"],
                ["form", "input", "calendar", "@harbor/button"], [("registry/harbor/blocks/mooring-form.tsx", "registry:component", "export function MooringForm() { return null }\n")]),
        ui_item("use-tide", "registry:hook", "useTide", "Hook that polls the current water level of a tide station.", [], [],
                [("registry/harbor/hooks/use-tide.ts", "registry:hook", HOOK)]),
        ui_item("harbor-theme", "registry:theme", "Harbor Theme", "Navy and signal-orange colour theme.", [], [], []),
        ui_item("button-demo", "registry:example", "Button Demo", "Two harbour buttons side by side.", [], ["@harbor/button"],
                [("registry/harbor/examples/button-demo.tsx", "registry:example", DEMO)]),
        ui_item("tide-table-demo", "registry:example", "Tide Table Demo", "A tide table with one high and one low tide.", [], ["@harbor/tide-table"],
                [("registry/harbor/examples/tide-table-demo.tsx", "registry:example", TDEMO)]),
    ]},
    "tide": {"name": "tidewater", "homepage": "http://127.0.0.1:18656/tide", "items": [
        ui_item("chart-tide", "registry:ui", "Tide Chart", "Line chart of the water level over 24 hours.", ["recharts"], ["chart"],
                [("registry/tidewater/chart-tide.tsx", "registry:ui", "export function TideChart() { return null }\n")]),
        ui_item("weather-badge", "registry:ui", "Weather Badge", "Badge with wind force in Beaufort and a warning colour.", [], ["badge"],
                [("registry/tidewater/weather-badge.tsx", "registry:ui", "export function WeatherBadge({ force }: { force: number }) { return <span>Bft {force}</span> }\n")]),
        ui_item("date-utils", "registry:lib", "Date Utils", "Helpers to format tide times in the harbour's time zone.", ["date-fns"], [],
                [("registry/tidewater/lib/date-utils.ts", "registry:lib", "export const HARBOUR_TZ = \"Europe/Berlin\"\n")]),
    ]},
}


def uireg(path, q):
    m = re.match(r"^/(r|tide)/([a-z0-9-]+)\.json$", path)
    if not m or m.group(1) not in UIREG:
        return 404, {"error": "Not found"}
    reg = UIREG[m.group(1)]
    if m.group(2) == "registry":
        items = reg["items"]
        term = q.get("q", [""])[0].lower()
        if term:
            items = [it for it in items if any(w in (it["name"] + " " + it["title"] + " " + it["description"]).lower() for w in term.split())]
        return 200, {"$schema": "https://ui.shadcn.com/schema/registry.json", "name": reg["name"], "homepage": reg["homepage"],
                     "items": [{k: v for k, v in it.items() if k != "files"} | {"files": [{"path": f["path"], "type": f["type"]} for f in it["files"]]}
                               for it in items]}
    for it in reg["items"]:
        if it["name"] == m.group(2):
            return 200, dict(it, **{"$schema": "https://ui.shadcn.com/schema/registry-item.json"})
    return 404, {"error": "Not found"}


# ---------------------------------------------------------------- HTTP plumbing
def make_handler(kind):
    class H(BaseHTTPRequestHandler):
        def log_message(self, fmt, *args):
            print("[%s] %s" % (kind, fmt % args), flush=True)

        def _body(self):
            n = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(n) if n else b""
            ctype = self.headers.get("Content-Type", "")
            if not raw:
                return {}
            if "json" in ctype or raw[:1] in (b"{", b"["):
                try:
                    return json.loads(raw)
                except ValueError:
                    return {}
            if "x-www-form-urlencoded" in ctype:
                return {k: v[0] for k, v in parse_qs(raw.decode()).items()}
            return {}

        def _send(self, code, obj, headers=None):
            data = json.dumps(obj).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

        def _do(self, method):
            u = urlparse(self.path)
            q = parse_qs(u.query)
            body = self._body() if method in ("POST", "PUT") else {}
            if kind == "awskb":
                m = re.match(r"^/knowledgebases/([^/]+)/retrieve$", u.path)
                if not m:
                    return self._send(404, {"message": "not found"})
                code, obj, hdr = kb_retrieve(m.group(1), body)
                return self._send(code, obj, hdr)
            if kind == "minimax":
                code, obj = minimax(method, u.path, q, body)
                return self._send(code, obj, {"Trace-Id": "0f3c1a2b9d8e7f60"})
            if kind in ("sonarr", "radarr"):
                code, obj = arr(kind, method, u.path, q, body)
                return self._send(code, obj)
            if kind == "uireg":
                code, obj = uireg(u.path, q)
                return self._send(code, obj)
            if kind == "toollib":
                code, obj = toollib(method, u.path, q, body)
                return self._send(code, obj)
            return self._send(404, {})

        def do_GET(self):
            self._do("GET")

        def do_POST(self):
            self._do("POST")

        def do_PUT(self):
            self._do("PUT")

        def do_DELETE(self):
            self._do("DELETE")
    return H


def main():
    ports = {"awskb": 18650, "minimax": 18652, "sonarr": 18653, "radarr": 18654, "toollib": 18655, "uireg": 18656}
    servers = []
    for kind, port in ports.items():
        s = ThreadingHTTPServer(("127.0.0.1", port), make_handler(kind))
        threading.Thread(target=s.serve_forever, daemon=True).start()
        servers.append(s)
    print("stand-ins up", flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
