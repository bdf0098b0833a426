#!/usr/bin/env bash
# setup-data.sh [DIR]: writes the data the heldout8a servers read (deleting DIR first).
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout8a/data}"
rm -rf "$D"; mkdir -p "$D/www/api/v1" "$D/projects/shop-web/src" "$D/projects/weather-py/weather" "$D/uidb-app"
# Static files served on 127.0.0.1 for the REST tester (python3 -m http.server).
cat > "$D/www/api/v1/orders.json" <<'J'
[{"id": "A-1001", "customer": "Ines Duarte", "total": 42.5, "status": "shipped"},
 {"id": "A-1002", "customer": "Tomas Berg", "total": 17.0, "status": "pending"},
 {"id": "A-1003", "customer": "Mei Lin", "total": 129.99, "status": "cancelled"}]
J
cat > "$D/www/api/v1/status.json" <<'J'
{"service": "orders", "version": "2.3.1", "healthy": true, "uptime_s": 86400}
J
cat > "$D/www/api/v1/prices.csv" <<'J'
sku,name,price
K-10,Kettle,24.90
M-22,Mug,6.50
T-05,Teapot,31.00
J
cat > "$D/www/notes.txt" <<'J'
Deploy checklist
1. run migrations
2. restart workers
3. warm the cache
J
printf 'User-agent: *\nDisallow: /private\n' > "$D/www/robots.txt"
# Two small projects for the recommender.
cat > "$D/projects/shop-web/package.json" <<'J'
{"name": "shop-web", "version": "0.4.0", "private": true,
 "scripts": {"dev": "next dev", "test": "vitest", "lint": "eslint ."},
 "dependencies": {"next": "15.0.0", "react": "19.0.0", "@prisma/client": "6.0.0", "stripe": "17.0.0"},
 "devDependencies": {"typescript": "5.6.0", "vitest": "2.1.0", "eslint": "9.0.0", "tailwindcss": "4.0.0"}}
J
printf 'export default function Page() { return <main>Shop</main> }\n' > "$D/projects/shop-web/src/page.tsx"
printf '{"compilerOptions": {"strict": true}}\n' > "$D/projects/shop-web/tsconfig.json"
cat > "$D/projects/weather-py/pyproject.toml" <<'J'
[project]
name = "weather-py"
version = "0.1.0"
dependencies = ["fastapi", "httpx", "pandas", "pytest"]
J
printf 'def forecast(city):\n    return {"city": city, "temp": 21}\n' > "$D/projects/weather-py/weather/__init__.py"
printf 'FROM python:3.12\n' > "$D/projects/weather-py/Dockerfile"
echo "$D"
