#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout16b capture
# (git-library's knowledge libraries served by standin.py, HOME folders),
# deleting DIR first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout16b/data}"
rm -rf "$D"
mkdir -p "$D/library" "$D/home-lm" "$D/home-lib" "$D/cache"
python3 - "$D/library" <<'PY'
import json, os, sqlite3, sys
L = sys.argv[1]
libs = {
 "homelab-runbooks": {
  "title": "Homelab runbooks", "description": "Operating notes for the basement rack: backups, network, power and monitoring",
  "docs": [
   ("backups/restic-nightly.md", "Nightly restic backups", "How the nightly restic job runs, where snapshots go and how to restore one file", ["backup", "restic", "cron"], "2026-11-21T06:10:00Z",
    "# Nightly restic backups\n\nThe job runs from cron on **nas01** at 02:30 every night.\n\nRepository: sftp:backup@vault02:/srv/restic/nas01\nRetention: 7 daily, 4 weekly, 12 monthly\nAverage duration: 18 min\nLast verified restore: 2026-11-02\n\n## Restore one file\n\n```sh\nrestic -r sftp:backup@vault02:/srv/restic/nas01 restore latest --target /tmp/r --include /srv/photos/2026/03\n```\n\n## Known problems\n\n- The job fails when vault02 is asleep; wake-on-lan runs at 02:25.\n- Pruning takes 40 min on Sundays.\n"),
   ("network/vlans.md", "VLAN layout", "Which VLAN carries what, with subnets and gateways", ["network", "vlan"], "2026-11-24T19:45:00Z",
    "# VLAN layout\n\n| VLAN | Name | Subnet | Gateway | Notes |\n|---|---|---|---|---|\n| 10 | trusted | 10.0.10.0/24 | 10.0.10.1 | laptops, phones |\n| 20 | servers | 10.0.20.0/24 | 10.0.20.1 | nas01, vault02, k3s nodes |\n| 30 | iot | 10.0.30.0/24 | 10.0.30.1 | no internet except NTP |\n| 99 | mgmt | 10.0.99.0/24 | 10.0.99.1 | switch and UPS web UIs |\n\nThe trunk to the rack switch is port 24 on sw-core.\n"),
   ("power/ups.md", "UPS and shutdown order", "What the UPS powers, runtime and the order hosts shut down in", ["power", "ups"], "2026-10-30T12:00:00Z",
    "# UPS and shutdown order\n\nModel: Eaton 5P 1550\nLoad at idle: 310 W\nRuntime at idle: 22 min\nBattery replaced: 2025-06-14\n\nShutdown order when the battery reaches 40%:\n\n1. k3s workers (k3s-2, k3s-3)\n2. k3s-1\n3. vault02\n4. nas01 (last, it runs NUT)\n"),
   ("monitoring/alerts.md", "Alert rules", "The alert rules that page, their thresholds and who gets them", ["monitoring", "alerts", "prometheus"], "2026-11-19T08:30:00Z",
    "# Alert rules\n\n- **DiskAlmostFull**: free space under 10% for 15 min, severity warning, to #homelab\n- **BackupMissing**: no restic snapshot for 26 h, severity critical, to phone\n- **UPSOnBattery**: on battery for 2 min, severity critical, to phone\n- **CertExpiring**: TLS cert expires in under 14 days, severity warning, to #homelab\n"),
   ("k3s/upgrade.md", "Upgrading k3s", "Steps to upgrade the three-node k3s cluster one node at a time", ["k3s", "kubernetes", "upgrade"], "2026-09-12T17:20:00Z",
    "# Upgrading k3s\n\nCurrent version: v1.31.4+k3s1\nTarget version: v1.32.2+k3s1\n\n1. Drain the node: `kubectl drain k3s-3 --ignore-daemonsets`\n2. Run the install script with `INSTALL_K3S_VERSION` set.\n3. Uncordon and wait for Ready.\n4. Repeat for k3s-2, then k3s-1 (server) last.\n\nRollback: reinstall the previous version; etcd snapshots are in /var/lib/rancher/k3s/server/db/snapshots.\n"),
  ]},
 "bakery-handbook": {
  "title": "Bakery handbook", "description": "Recipes, schedules and supplier notes of a small neighbourhood bakery",
  "docs": [
   ("recipes/sourdough.md", "Country sourdough", "The house sourdough: formula, timings and oven settings", ["recipe", "bread", "sourdough"], "2026-11-23T05:00:00Z",
    "# Country sourdough\n\nYield: 12 loaves of 900 g\n\n| Ingredient | Weight | Baker's % |\n|---|---|---|\n| Bread flour | 5200 g | 80% |\n| Whole wheat flour | 1300 g | 20% |\n| Water | 4875 g | 75% |\n| Levain | 1300 g | 20% |\n| Salt | 143 g | 2.2% |\n\nBulk: 4 h at 25 °C with 4 folds. Retard overnight at 4 °C.\nBake: 250 °C with steam 20 min, then 230 °C for 22 min.\n"),
   ("recipes/cardamom-buns.md", "Cardamom buns", "Swedish-style cardamom buns for the Saturday counter", ["recipe", "pastry"], "2026-11-08T06:30:00Z",
    "# Cardamom buns\n\nBatch: 48 buns\nDough: 2 kg flour, 1 l milk, 300 g butter, 250 g sugar, 60 g fresh yeast, 20 g ground cardamom\nFilling: 400 g butter, 300 g sugar, 25 g cardamom\nProof: 60 min at 28 °C\nBake: 200 °C for 11 min\n\nBrush with syrup straight out of the oven.\n"),
   ("schedule/weekly.md", "Weekly bake schedule", "Who bakes what on which day", ["schedule", "staff"], "2026-11-22T20:00:00Z",
    "# Weekly bake schedule\n\n- Monday: closed\n- Tuesday: sourdough, baguettes (Nina)\n- Wednesday: sourdough, rye (Nina, Paul)\n- Thursday: sourdough, focaccia (Paul)\n- Friday: sourdough, baguettes, cardamom buns (Nina, Paul)\n- Saturday: everything, plus cakes to order (all three)\n- Sunday: buns and croissants only, 8:00-12:00 (Idris)\n"),
   ("suppliers/flour.md", "Flour suppliers", "Mills we buy from, prices and lead times", ["supplier", "flour"], "2026-10-15T10:00:00Z",
    "# Flour suppliers\n\n| Mill | Product | Price per 25 kg | Lead time | Contact |\n|---|---|---|---|---|\n| Hofmühle Brandt | T65 bread flour | €21.40 | 3 days | orders@hofmuehle.example |\n| Hofmühle Brandt | whole wheat | €23.10 | 3 days | orders@hofmuehle.example |\n| Valley Organic Mill | dark rye | €27.80 | 7 days | +49 351 555 0192 |\n\nMinimum order at Brandt: 10 sacks.\n"),
   ("equipment/oven.md", "Deck oven care", "Cleaning and service notes for the three-deck oven", ["equipment", "oven", "maintenance"], "2026-11-20T14:15:00Z",
    "# Deck oven care\n\nOven: Tagliavini Modular 3 decks\nLast service: 2026-08-19 (technician: R. Costa)\nNext service due: 2027-02-19\nStone cleaning: every Monday\nSteam generator descaling: monthly, first Monday\n\nIf the top deck runs 15 °C cold, check the thermocouple before calling service.\n"),
  ]},
}
index = []
for lid, lib in libs.items():
    os.makedirs(os.path.join(L, lid), exist_ok=True)
    files = []
    db = sqlite3.connect(os.path.join(L, lid, "knowledge.db"))
    db.execute("CREATE TABLE documents (path TEXT, title TEXT, summary TEXT, content TEXT, tags TEXT)")
    db.execute("CREATE VIRTUAL TABLE documents_fts USING fts5(title, summary, content)")
    size = 0
    for path, title, summary, tags, updated, body in lib["docs"]:
        text = "---\ntitle: %s\nsummary: %s\ntags: [%s]\nlast_updated: %s\n---\n\n%s" % (title, summary, ", ".join(tags), updated, body)
        p = os.path.join(L, lid, path)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, "w").write(text)
        size += len(text.encode())
        files.append({"path": path, "title": title, "summary": summary, "tags": tags, "last_updated": updated, "size": len(text.encode())})
        cur = db.execute("INSERT INTO documents VALUES (?,?,?,?,?)", (path, title, summary, body, ",".join(tags)))
        db.execute("INSERT INTO documents_fts(rowid, title, summary, content) VALUES (?,?,?,?)", (cur.lastrowid, title, summary, body))
    db.commit(); db.close()
    json.dump({"library": lid, "generated_at": "2026-11-25T07:00:00Z", "files": files}, open(os.path.join(L, lid, "manifest.json"), "w"), indent=2)
    index.append({"id": lid, "title": lib["title"], "description": lib["description"], "count": len(files),
                  "ai_coverage": "%d%%" % (100 if lid == "homelab-runbooks" else 80), "size": "%.1f KB" % (size / 1024), "size_bytes": size})
json.dump(index, open(os.path.join(L, "libraries.json"), "w"), indent=2)
PY
mkdir -p "$D/src"
cat > "$D/src/invoice.ts" <<'TS'
export function parseInvoice(raw: string) {
  try {
    const inv = JSON.parse(raw);
    const total = inv.items.reduce((s: number, i: any) => s + i.price * i.qty, 0);
    const avg = total / inv.items.length;
    return { total, avg, dueDate: new Date(inv.due) };
  } catch (e) {
    return null;
  }
}
TS
cat > "$D/src/shipping.py" <<'PYS'
def quote(weight_kg, zone):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    base = {"EU": 4.90, "UK": 6.50, "US": 11.00}[zone]
    return base + (12.00 if weight_kg > 30 else 0)
PYS
# A small Nomad cluster state (jobs, nodes, allocations, deployments,
# variables) as static JSON files for mcp-nomad, served by standin.py.
python3 - "$D/nomad" <<'PY'
import json, os, sys
R = sys.argv[1]
def put(path, obj):
    p = os.path.join(R, path.strip("/"))
    if path.endswith("/"):
        os.makedirs(p, exist_ok=True); p = os.path.join(p, "index.html")
    else:
        os.makedirs(os.path.dirname(p), exist_ok=True)
    json.dump(obj, open(p, "w"), indent=1)
put("/v1/operator/raft/configuration", {"Index": 991, "Servers": [
 {"ID": "srv-11", "Node": "nomad-1.global", "Address": "10.0.20.11:4647", "Leader": True, "Voter": True, "RaftProtocol": "3"},
 {"ID": "srv-12", "Node": "nomad-2.global", "Address": "10.0.20.12:4647", "Leader": False, "Voter": True, "RaftProtocol": "3"},
 {"ID": "srv-13", "Node": "nomad-3.global", "Address": "10.0.20.13:4647", "Leader": False, "Voter": True, "RaftProtocol": "3"}]})
put("/v1/status/leader", "10.0.20.11:4647")
put("/v1/status/peers", ["10.0.20.11:4647", "10.0.20.12:4647", "10.0.20.13:4647"])
put("/v1/regions", ["eu-central", "us-east"])
put("/v1/namespaces", [
 {"Name": "default", "Description": "Default shared namespace", "CreateIndex": 1, "ModifyIndex": 1},
 {"Name": "payments", "Description": "Payment services, on-call: team-pay", "CreateIndex": 412, "ModifyIndex": 519},
 {"Name": "batch", "Description": "Nightly reports and backups", "CreateIndex": 430, "ModifyIndex": 430}])
jobs = [
 ("web", "service", "running", 50, 3), ("api-gateway", "service", "running", 70, 2),
 ("report-nightly", "batch", "dead", 40, 1), ("log-shipper", "system", "running", 60, 4), ("canary-web", "service", "pending", 50, 1)]
lst = []
for i, (jid, typ, st, prio, cnt) in enumerate(jobs):
    lst.append({"ID": jid, "ParentID": "", "Name": jid, "Namespace": "default", "Datacenters": ["dc1"], "Type": typ, "Priority": prio,
                "Periodic": typ == "batch", "ParameterizedJob": False, "Stop": False, "Status": st, "StatusDescription": "",
                "JobSummary": {"JobID": jid, "Namespace": "default", "Summary": {jid: {"Queued": 0, "Complete": 0 if st != "dead" else 7, "Failed": 1 if jid == "api-gateway" else 0,
                "Running": cnt if st == "running" else 0, "Starting": 0, "Lost": 0, "Unknown": 0}}},
                "CreateIndex": 100 + i * 17, "ModifyIndex": 900 + i * 23, "JobModifyIndex": 880 + i * 23, "SubmitTime": 1764050000000000000 + i * 3600000000000})
put("/v1/jobs", lst)
for j in lst:
    jid = j["ID"]
    put("/v1/job/%s/" % jid, {"ID": jid, "Name": jid, "Namespace": "default", "Region": "eu-central", "Type": j["Type"], "Priority": j["Priority"],
        "Datacenters": ["dc1"], "Status": j["Status"], "Version": 4 if jid == "web" else 1, "Stable": True,
        "TaskGroups": [{"Name": jid, "Count": 3 if jid == "web" else 1, "Tasks": [{"Name": jid, "Driver": "docker",
            "Config": {"image": "registry.local/%s:1.%d.0" % (jid, 4 if jid == "web" else 2), "ports": ["http"]},
            "Resources": {"CPU": 500, "MemoryMB": 256}}]}],
        "CreateIndex": j["CreateIndex"], "ModifyIndex": j["ModifyIndex"], "SubmitTime": j["SubmitTime"]})
    put("/v1/job/%s/summary" % jid, j["JobSummary"])
    put("/v1/job/%s/evaluations" % jid, [{"ID": "e1%s-4c2a-9b1e-0f1d2c3b4a59" % jid[:3], "Namespace": "default", "Priority": j["Priority"], "Type": j["Type"],
        "TriggeredBy": "job-register", "JobID": jid, "Status": "complete", "StatusDescription": "", "CreateIndex": 901, "ModifyIndex": 905}])
    put("/v1/job/%s/deployments" % jid, [] if j["Type"] != "service" else [{"ID": "d7%s-77aa-4e1b-a6c3-19f0c0ffee01" % jid[:3], "Namespace": "default", "JobID": jid,
        "JobVersion": 4 if jid == "web" else 1, "Status": "successful" if jid != "canary-web" else "running",
        "StatusDescription": "Deployment completed successfully" if jid != "canary-web" else "Deployment is running",
        "TaskGroups": {jid: {"DesiredTotal": 3 if jid == "web" else 1, "PlacedAllocs": 3 if jid == "web" else 1, "HealthyAllocs": 3 if jid == "web" else 0, "UnhealthyAllocs": 0}},
        "CreateIndex": 950, "ModifyIndex": 960}])
    put("/v1/job/%s/services" % jid, [] if j["Type"] != "service" else [{"ServiceName": jid, "Namespace": "default", "Tags": ["traefik.enable=true", "http"], "CreateIndex": 970, "ModifyIndex": 971}])
nodes = [("a1b2c3d4-0001-4f00-8000-00000000aa01", "worker-1", "10.0.20.21", "ready", "eligible", False),
         ("a1b2c3d4-0002-4f00-8000-00000000aa02", "worker-2", "10.0.20.22", "ready", "eligible", False),
         ("a1b2c3d4-0003-4f00-8000-00000000aa03", "worker-3", "10.0.20.23", "down", "ineligible", True)]
put("/v1/nodes", [{"ID": i, "Datacenter": "dc1", "Name": n, "Address": a, "NodeClass": "general", "Version": "1.9.3", "Status": s,
    "SchedulingEligibility": e, "Drain": d, "StatusDescription": "" , "Drivers": {"docker": {"Detected": True, "Healthy": s == "ready"}},
    "CreateIndex": 10, "ModifyIndex": 990} for i, n, a, s, e, d in nodes])
for i, n, a, s, e, d in nodes:
    put("/v1/node/%s/" % i, {"ID": i, "Name": n, "Datacenter": "dc1", "HTTPAddr": a + ":4646", "Status": s, "SchedulingEligibility": e, "Drain": d,
        "Attributes": {"os.name": "debian", "os.version": "13", "cpu.numcores": "8", "memory.totalbytes": "33554432000", "kernel.name": "linux", "nomad.version": "1.9.3"},
        "NodeResources": {"Cpu": {"CpuShares": 24000}, "Memory": {"MemoryMB": 32000}, "Disk": {"DiskMB": 460000}}, "CreateIndex": 10, "ModifyIndex": 990})
allocs = []
for k, (jid, node, st) in enumerate([("web", 0, "running"), ("web", 1, "running"), ("web", 0, "running"), ("api-gateway", 1, "running"),
                                       ("api-gateway", 2, "failed"), ("report-nightly", 1, "complete"), ("canary-web", 1, "pending")]):
    aid = "5e%02d7c1a-3f4b-4d2e-9a10-%012d" % (k, 770 + k)
    allocs.append({"ID": aid, "EvalID": "e1%s-4c2a-9b1e-0f1d2c3b4a59" % jid[:3], "Name": "%s.%s[%d]" % (jid, jid, k % 3), "Namespace": "default",
        "NodeID": nodes[node][0], "NodeName": nodes[node][1], "JobID": jid, "TaskGroup": jid, "DesiredStatus": "run" if st != "complete" else "stop",
        "ClientStatus": st, "ClientDescription": {"running": "Tasks are running", "failed": "Failed tasks", "complete": "All tasks have completed", "pending": "No tasks have started"}[st],
        "TaskStates": {jid: {"State": "dead" if st in ("failed", "complete") else st, "Failed": st == "failed", "Restarts": 2 if st == "failed" else 0}},
        "CreateIndex": 930 + k, "ModifyIndex": 940 + k, "CreateTime": 1764051000000000000 + k * 60000000000, "ModifyTime": 1764052000000000000 + k * 60000000000})
put("/v1/allocations", allocs)
for jid in [j["ID"] for j in lst]:
    put("/v1/job/%s/allocations" % jid, [a for a in allocs if a["JobID"] == jid])
for a in allocs:
    put("/v1/allocation/%s/" % a["ID"], dict(a, Job={"ID": a["JobID"], "Type": "service"}))
put("/v1/deployments", [d for jid in ["web", "api-gateway", "canary-web"] for d in json.load(open(os.path.join(R, "v1/job/%s/deployments" % jid)))])
put("/v1/vars", [{"Namespace": "default", "Path": "nomad/jobs/web", "CreateIndex": 800, "ModifyIndex": 812, "CreateTime": 1764000000000000000, "ModifyTime": 1764040000000000000},
                 {"Namespace": "default", "Path": "nomad/jobs/api-gateway/config", "CreateIndex": 801, "ModifyIndex": 801, "CreateTime": 1764000100000000000, "ModifyTime": 1764000100000000000}])
put("/v1/var/nomad/jobs/web", {"Namespace": "default", "Path": "nomad/jobs/web", "Items": {"LOG_LEVEL": "info", "FEATURE_CHECKOUT_V2": "true", "UPSTREAM": "http://api-gateway.service.consul:8080"},
    "CreateIndex": 800, "ModifyIndex": 812, "CreateTime": 1764000000000000000, "ModifyTime": 1764040000000000000})
put("/v1/volumes", [{"ID": "pgdata", "Name": "pgdata", "Namespace": "default", "PluginID": "local-lvm", "Provider": "local-lvm", "Schedulable": True,
    "AccessMode": "single-node-writer", "AttachmentMode": "file-system", "CurrentReaders": 0, "CurrentWriters": 1, "CreateIndex": 600, "ModifyIndex": 611}])
PY
echo "data in $D"
