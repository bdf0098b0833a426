#!/bin/sh
# prep.sh makes the data the tune2 servers read: files of varied formats,
# a git repository with history, and an SQLite database, under $T2DATA
# (default /tmp/t2data, the path servers.json and plan.json name).
set -eu
PREP_DIR=$(cd "$(dirname "$0")" && pwd)
D=${T2DATA:-/tmp/t2data}
rm -rf "$D"
mkdir -p "$D/files/data" "$D/files/docs" "$D/files/logs" "$D/files/config" "$D/repo" "$D/shrimp" "$D/keeper"
cd "$D/files"
cat > data/staff.csv <<'X'
id,name,team,city,salary
1,Ana Lima,platform,Lisbon,72000
2,Ben Okafor,data,Lagos,65000
3,Chen Wei,platform,Shanghai,81000
4,Dora Novak,support,Prague,48000
X
cat > data/orders.json <<'X'
[{"order":"A-1001","customer":"Ana Lima","total":129.5,"status":"shipped"},
 {"order":"A-1002","customer":"Chen Wei","total":42,"status":"pending"}]
X
cat > docs/release-notes.md <<'X'
# Release notes

## v2.3.0 (2026-05-02)
- Added dark mode
- Fixed login timeout on Safari

## v2.2.1 (2026-03-18)
- Security: upgraded openssl to 3.3.2
X
cat > docs/servers.md <<'X'
| Host | IP | Role | Uptime |
|------|----|------|--------|
| web-01 | 10.0.0.11 | frontend | 41d |
| db-01 | 10.0.0.21 | postgres | 97d |
| cache-01 | 10.0.0.31 | redis | 12d |
X
cat > logs/api.log <<'X'
2026-05-02T09:00:00Z INFO listening on 0.0.0.0:9000
2026-05-02T09:03:12Z WARN slow query users.find 850ms
2026-05-02T09:05:40Z ERROR upstream 502 from billing-svc
2026-05-02T09:06:01Z INFO retry ok billing-svc
X
cat > config/app.env <<'X'
APP_NAME=orders
APP_PORT=9000
DB_HOST=db-01
DB_POOL=20
FEATURE_FLAGS=dark_mode,new_checkout
X
cat > config/deploy.yaml <<'X'
service: orders
replicas: 3
image: registry.local/orders:2.3.0
resources:
  cpu: 500m
  memory: 512Mi
X
printf 'milk\neggs\nbread\ncoffee\n' > shopping.txt
mkdir -p tables
cat > tables/deps.md <<'X'
| Package | Current | Wanted | Latest | Type |
|:--------|--------:|-------:|-------:|:-----|
| express | 4.18.2 | 4.21.2 | 5.1.0 | dependencies |
| zod | 3.22.4 | 3.25.76 | 4.1.5 | dependencies |
| vitest | 1.6.0 | 1.6.1 | 3.2.4 | devDependencies |
X
cat > tables/pods.txt <<'X'
NAME                          READY   STATUS             RESTARTS   AGE
orders-api-7d9f8b6c5d-2xkqp   1/1     Running            0          3d4h
orders-api-7d9f8b6c5d-9mzlt   1/1     Running            1          3d4h
billing-worker-5c7b9d-htq8w   0/1     CrashLoopBackOff   14         52m
redis-0                       1/1     Running            0          12d
X
cat > tables/disk.txt <<'X'
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        98G   61G   33G  65% /
tmpfs           7.8G  1.2M  7.8G   1% /run
/dev/sdb1       492G  410G   57G  88% /data
X
cat > tables/ports.md <<'X'
## Open ports

| Port | Proto | Service | Exposed |
|------|-------|---------|---------|
| 22 | tcp | sshd | no |
| 443 | tcp | nginx | yes |
| 6379 | tcp | redis | no |
X
cd "$D/repo"
git init -q -b main .
git config user.name "Ana Lima"; git config user.email ana@example.com
export GIT_AUTHOR_DATE="2026-05-01T10:00:00Z" GIT_COMMITTER_DATE="2026-05-01T10:00:00Z"
printf '# Orders service\n\nHandles orders.\n' > README.md
printf 'package main\n\nfunc main() {}\n' > main.go
git add . && git commit -q -m "Initial commit"
export GIT_AUTHOR_DATE="2026-05-02T11:30:00Z" GIT_COMMITTER_DATE="2026-05-02T11:30:00Z"
printf 'port: 9000\nretries: 3\n' > config.yaml
git add . && git commit -q -m "Add config file"
git tag v0.1.0
git checkout -q -b feature/checkout
export GIT_AUTHOR_DATE="2026-05-03T08:15:00Z" GIT_COMMITTER_DATE="2026-05-03T08:15:00Z"
printf 'package main\n\nfunc checkout() int { return 42 }\n' > checkout.go
git add . && git commit -q -m "Add checkout handler"
git checkout -q main
export GIT_AUTHOR_DATE="2026-05-04T16:45:00Z" GIT_COMMITTER_DATE="2026-05-04T16:45:00Z"
printf '# Orders service\n\nHandles orders and refunds.\n' > README.md
git commit -q -am "Mention refunds in README"
printf 'port: 9100\nretries: 5\n' > config.yaml
printf 'draft\n' > notes.txt
# a second repository: staged and untracked changes, a remote, two tags
mkdir -p "$D/repo2" && cd "$D/repo2"
git init -q -b trunk .
git config user.name "Ben Okafor"; git config user.email ben@example.com
export GIT_AUTHOR_DATE="2026-04-10T09:00:00Z" GIT_COMMITTER_DATE="2026-04-10T09:00:00Z"
printf 'name,qty\nbolt,10\n' > stock.csv
printf 'node_modules/\n' > .gitignore
git add . && git commit -q -m "Track stock list"
git tag -a v1.0.0 -m "First release"
export GIT_AUTHOR_DATE="2026-04-12T14:20:00Z" GIT_COMMITTER_DATE="2026-04-12T14:20:00Z"
printf 'name,qty\nbolt,10\nnut,25\n' > stock.csv
git commit -q -am "Add nuts to stock"
git tag v1.1.0
git remote add origin https://example.com/ben/stock.git
printf 'name,qty\nbolt,12\nnut,25\nwasher,40\n' > stock.csv
git add stock.csv
printf 'todo\n' > TODO.md
cat > "$D/library.sql" <<'X'
CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL, author TEXT, year INTEGER, price REAL);
INSERT INTO books VALUES (1,'Dune','Frank Herbert',1965,9.99),(2,'Neuromancer','William Gibson',1984,7.5),(3,'The Dispossessed','Ursula K. Le Guin',1974,8.25),(4,'Kindred','Octavia E. Butler',1979,11);
CREATE TABLE loans (id INTEGER PRIMARY KEY, book_id INTEGER, member TEXT, due TEXT);
INSERT INTO loans VALUES (1,1,'kim','2026-06-01'),(2,3,'lee','2026-05-20');
X
node -e 'const D=require(process.argv[1]); const db=new D(process.argv[2]); db.exec(require("fs").readFileSync(process.argv[3],"utf8")); db.close();' \
  "$PREP_DIR/node_modules/better-sqlite3" "$D/library.db" "$D/library.sql"
echo "tune2 data in $D"
