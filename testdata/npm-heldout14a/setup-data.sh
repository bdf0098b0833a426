#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data the heldout14a servers read
# (the PostgreSQL clinic database for enhanced-postgres-mcp-server and the
# Claude Code history for claude-historian-mcp),
# deleting DIR first, and (re)fills the PostgreSQL database they talk to:
# a private PostgreSQL 15 cluster on 127.0.0.1:$PGPORT (default 5471,
# started from DIR/pg when not running; initdb/pg_ctl from
# /usr/lib/postgresql/15/bin, run as the `postgres` user when root).
#   DIR/home/.claude   Claude Code history (projects/*.jsonl, plans/*.md) for claude-historian-mcp
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout14a/data}"
PGPORT="${PGPORT:-5471}"
PGBIN=/usr/lib/postgresql/15/bin
if pg_isready -q -h 127.0.0.1 -p "$PGPORT" && [ -d "$D/pg/data" ]; then
  as_pg_stop=1
fi
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
if [ -n "${as_pg_stop:-}" ]; then as_pg "$PGBIN/pg_ctl -D '$D/pg/data' -m fast -w stop >/dev/null" || true; fi
rm -rf "$D"
mkdir -p "$D/home/.claude/projects" "$D/home/.claude/plans"

# ---- PostgreSQL: a veterinary clinic ----
mkdir -p "$D/pg"
[ "$(id -u)" = 0 ] && chown postgres "$D/pg"
as_pg "$PGBIN/initdb -D '$D/pg/data' -A trust -U postgres >/dev/null"
as_pg "$PGBIN/pg_ctl -D '$D/pg/data' -o '-p $PGPORT -k $D/pg -c listen_addresses=127.0.0.1' -l '$D/pg/log' -w start >/dev/null"
psql -q -h 127.0.0.1 -p "$PGPORT" -U postgres -v ON_ERROR_STOP=1 -c 'CREATE DATABASE clinic'
psql -q -h 127.0.0.1 -p "$PGPORT" -U postgres -d clinic -v ON_ERROR_STOP=1 <<'SQL'
CREATE TABLE owners (id serial PRIMARY KEY, name text NOT NULL, phone text, town text, registered date);
CREATE TABLE pets (id serial PRIMARY KEY, owner_id int REFERENCES owners(id), name text NOT NULL, species text, breed text,
  born date, weight_kg numeric(5,2));
CREATE TABLE vets (id serial PRIMARY KEY, name text NOT NULL, speciality text);
CREATE TABLE visits (id serial PRIMARY KEY, pet_id int REFERENCES pets(id), vet_id int REFERENCES vets(id),
  visited_at timestamp, reason text, fee numeric(7,2), paid boolean DEFAULT false);
CREATE INDEX visits_pet_idx ON visits(pet_id);
CREATE VIEW unpaid_visits AS SELECT v.id, p.name AS pet, o.name AS owner, v.fee FROM visits v JOIN pets p ON p.id = v.pet_id
  JOIN owners o ON o.id = p.owner_id WHERE NOT v.paid;
COMMENT ON TABLE visits IS 'One row per consultation';
INSERT INTO owners (name, phone, town, registered) VALUES
  ('Marta Kowalski', '+48 601 220 314', 'Gdynia', '2021-05-14'),
  ('Oluwaseun Adeyemi', '+44 7700 900123', 'Leeds', '2022-09-02'),
  ('Henrik Lund', '+45 20 11 93 07', 'Aarhus', '2023-01-30'),
  ('Priya Raman', '+91 98450 11223', 'Mysuru', '2024-07-19'),
  ('Camille Dubois', '+33 6 12 34 56 78', 'Lyon', '2025-03-08');
INSERT INTO pets (owner_id, name, species, breed, born, weight_kg) VALUES
  (1, 'Bursztyn', 'cat', 'Maine Coon', '2019-04-01', 7.80),
  (1, 'Fafik', 'dog', 'Jack Russell', '2016-11-12', 6.35),
  (2, 'Biscuit', 'dog', 'Labrador', '2021-02-20', 31.10),
  (3, 'Saga', 'horse', 'Fjord', '2012-06-05', 455.00),
  (4, 'Mango', 'parrot', 'African grey', '2010-08-30', 0.45),
  (5, 'Noisette', 'rabbit', 'Holland Lop', '2023-05-17', 1.70);
INSERT INTO vets (name, speciality) VALUES ('Dr. Ingrid Solberg', 'equine'), ('Dr. Tomas Reyes', 'small animals'),
  ('Dr. Aiko Tanaka', 'exotics');
INSERT INTO visits (pet_id, vet_id, visited_at, reason, fee, paid) VALUES
  (1, 2, '2026-10-03 09:30', 'annual vaccination', 65.00, true),
  (2, 2, '2026-10-11 16:10', 'limping front left leg', 120.50, true),
  (3, 2, '2026-10-28 11:00', 'ear infection', 84.20, false),
  (4, 1, '2026-11-04 08:00', 'hoof abscess', 310.00, false),
  (5, 3, '2026-11-12 14:45', 'feather plucking', 95.00, true),
  (6, 3, '2026-11-19 10:15', 'dental check', 48.00, false),
  (1, 2, '2026-11-21 17:20', 'weight check', 30.00, true);
SQL

# ---- Claude Code history for claude-historian-mcp ----
python3 - "$D/home/.claude" <<'PY'
import json, os, sys, uuid
root = sys.argv[1]
def u(n): return str(uuid.UUID(int=n))
sessions = {
  "-srv-harbor-billing": [
    ("9b1c0d2e-1111-4a00-8000-000000000001", "2026-11-18T09:12:00.000Z", [
      ("user", "The invoice total is wrong when a line has a discount above 50%. Can you look at src/billing/invoice.ts?"),
      ("assistant", "I'll read src/billing/invoice.ts first.", ("Read", {"file_path": "/srv/harbor/billing/src/billing/invoice.ts"})),
      ("tool", "export function computeInvoice(input: any): Invoice { ... }"),
      ("assistant", "Found it: the large-discount branch applies the discount but the tax is computed on the undiscounted price. I changed the tax line to use the discounted amount.", ("Edit", {"file_path": "/srv/harbor/billing/src/billing/invoice.ts", "old_string": "l.qty * l.price * 0.2", "new_string": "net * 0.2"})),
      ("user", "Run the tests please"),
      ("assistant", "Running npm test.", ("Bash", {"command": "npm test -- billing"})),
      ("tool", "PASS src/billing/invoice.test.ts (12 tests)\nTests: 12 passed, 12 total\nTime: 3.41 s"),
      ("assistant", "All 12 billing tests pass after the fix."),
    ]),
    ("9b1c0d2e-1111-4a00-8000-000000000002", "2026-11-21T14:40:00.000Z", [
      ("user", "Error: ECONNREFUSED 127.0.0.1:5432 when starting the sync job. What is going on?"),
      ("assistant", "Let me check whether PostgreSQL is running.", ("Bash", {"command": "pg_isready -h 127.0.0.1 -p 5432"})),
      ("tool", "127.0.0.1:5432 - no response"),
      ("assistant", "PostgreSQL is not running. Start it with `sudo systemctl start postgresql`, then rerun cmd/sync/main.go. The sync job reads SRC from the environment."),
      ("user", "Started it, works now. Also add a retry with backoff to Sync"),
      ("assistant", "Added exponential backoff (200ms, 400ms, 800ms) to Sync in cmd/sync/main.go.", ("Edit", {"file_path": "/srv/harbor/billing/cmd/sync/main.go", "old_string": "continue", "new_string": "time.Sleep(backoff(i)); continue"})),
    ]),
  ],
  "-home-dev-vetclinic-web": [
    ("5f3e2a10-2222-4b00-9000-000000000003", "2026-11-20T08:05:00.000Z", [
      ("user", "Add a page listing unpaid visits, using the unpaid_visits view"),
      ("assistant", "I'll create app/unpaid/page.tsx and a query in lib/db.ts.", ("Write", {"file_path": "/home/dev/vetclinic-web/app/unpaid/page.tsx", "content": "export default function Page() {}"})),
      ("assistant", "Created the page. It shows pet, owner and fee, sorted by fee descending."),
      ("user", "The build fails: Type error: Property 'fee' does not exist on type 'Visit'"),
      ("assistant", "The Visit type in lib/types.ts lacks fee. I added `fee: number` to it.", ("Edit", {"file_path": "/home/dev/vetclinic-web/lib/types.ts", "old_string": "reason: string;", "new_string": "reason: string;\n  fee: number;"})),
      ("assistant", "Build passes now.", ("Bash", {"command": "npm run build"})),
      ("tool", "Compiled successfully in 8.2s\nRoute (app) Size\n/unpaid 2.1 kB"),
    ]),
    ("5f3e2a10-2222-4b00-9000-000000000004", "2026-11-24T16:30:00.000Z", [
      ("user", "How do I configure tailwind dark mode for the clinic dashboard?"),
      ("assistant", "Set darkMode: 'class' in tailwind.config.js and toggle the `dark` class on <html>. I updated tailwind.config.js.", ("Edit", {"file_path": "/home/dev/vetclinic-web/tailwind.config.js", "old_string": "module.exports = {", "new_string": "module.exports = {\n  darkMode: 'class',"})),
      ("user", "Thanks. Next: write a migration adding a paid_at column to visits"),
      ("assistant", "Created migrations/0007_paid_at.sql with ALTER TABLE visits ADD COLUMN paid_at timestamp.", ("Write", {"file_path": "/home/dev/vetclinic-web/migrations/0007_paid_at.sql", "content": "ALTER TABLE visits ADD COLUMN paid_at timestamp;"})),
    ]),
  ],
  "-opt-tools-ledger-cli": [
    ("c0ffee00-3333-4c00-a000-000000000005", "2026-11-23T11:00:00.000Z", [
      ("user", "Write a Go function that parses ledger lines like '2026-11-01 rent -850.00 EUR'"),
      ("assistant", "Added ParseLine in ledger/parse.go returning date, account, amount and currency, with table tests in ledger/parse_test.go.", ("Write", {"file_path": "/opt/tools/ledger-cli/ledger/parse.go", "content": "package ledger"})),
      ("assistant", "Tests:", ("Bash", {"command": "go test ./ledger/"})),
      ("tool", "ok  \tledger-cli/ledger\t0.012s"),
      ("user", "panic: runtime error: index out of range [3] with length 3 on a line without currency"),
      ("assistant", "ParseLine now defaults the currency to EUR when the fourth field is missing, and returns an error for lines with fewer than three fields."),
    ]),
  ],
}
from datetime import datetime, timedelta
n = 1
for proj, sess in sessions.items():
    pdir = os.path.join(root, "projects", proj)
    os.makedirs(pdir, exist_ok=True)
    cwd = "/" + proj.strip("-").replace("-", "/", 2)
    for sid, start, msgs in sess:
        t = datetime.strptime(start, "%Y-%m-%dT%H:%M:%S.000Z")
        parent = None
        lines = []
        last_tool = None
        for m in msgs:
            t += timedelta(seconds=47)
            uid = u(n); n += 1
            rec = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
                   "version": "2.0.14", "gitBranch": "main", "uuid": uid, "timestamp": t.strftime("%Y-%m-%dT%H:%M:%S.000Z")}
            if m[0] == "user":
                rec["type"] = "user"; rec["message"] = {"role": "user", "content": m[1]}
            elif m[0] == "tool":
                rec["type"] = "user"; rec["message"] = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": last_tool, "content": m[1]}]}
            else:
                content = [{"type": "text", "text": m[1]}]
                if len(m) > 2:
                    last_tool = "toolu_%04d" % n
                    content.append({"type": "tool_use", "id": last_tool, "name": m[2][0], "input": m[2][1]})
                rec["type"] = "assistant"
                rec["message"] = {"id": "msg_%04d" % n, "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                                  "content": content, "usage": {"input_tokens": 1200 + n, "output_tokens": 80 + n}}
            lines.append(json.dumps(rec))
            parent = uid
        with open(os.path.join(pdir, sid + ".jsonl"), "w") as f:
            f.write("\n".join(lines) + "\n")
plans = {
  "billing-discount-fix.md": "# Plan: fix discount tax\n\n1. Reproduce with a 60% discount line\n2. Compute tax on the net amount in src/billing/invoice.ts\n3. Add tests for 0%, 50% and 60% discounts\n",
  "clinic-unpaid-page.md": "# Plan: unpaid visits page\n\n- Query the unpaid_visits view in lib/db.ts\n- New route app/unpaid/page.tsx\n- Add fee to the Visit type\n- Dark mode via tailwind darkMode: 'class'\n",
}
for name, body in plans.items():
    with open(os.path.join(root, "plans", name), "w") as f:
        f.write(body)
PY
echo "data in $D"
