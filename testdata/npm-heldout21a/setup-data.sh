#!/usr/bin/env bash
# setup-data.sh DIR [PGPORT]: writes the local data of the heldout21a capture,
# deleting DIR first: DIR/proj, a small TypeScript project that octocode-mcp's
# local tools read (DIR must lie under $HOME: octocode only reads there), and
# DIR/bikeshare.sql, the PostgreSQL database somoon-db-mcp queries (loaded
# into database "bikeshare" of the local server on PGPORT when it is up).
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout21a/data}"
PGPORT="${2:-18432}"
rm -rf "$D"
mkdir -p "$D/proj/src/routes" "$D/proj/src/lib" "$D/proj/test" "$D/home"
P="$D/proj"

cat > "$P/package.json" <<'J'
{
  "name": "tidewater-rentals",
  "version": "0.7.2",
  "description": "Kayak and paddleboard rental desk API",
  "main": "src/index.ts",
  "scripts": {"start": "node dist/index.js", "test": "node --test"},
  "dependencies": {"express": "^4.19.2"}
}
J
cat > "$P/README.md" <<'M'
# Tidewater Rentals

Booking API for the kayak and paddleboard desk at Tidewater Quay.

## Endpoints

- `GET /boats` lists the fleet with hourly rates
- `POST /bookings` reserves a boat for a time slot
- `DELETE /bookings/:id` cancels a booking (refund if more than 24 h ahead)

## Pricing

Single kayak 14 EUR/h, tandem kayak 22 EUR/h, paddleboard 12 EUR/h. A wetsuit adds 5 EUR.
TODO: seasonal discounts for members.
M
cat > "$P/src/index.ts" <<'T'
import express from "express";
import { boatsRouter } from "./routes/boats";
import { bookingsRouter } from "./routes/bookings";

const app = express();
app.use(express.json());
app.use("/boats", boatsRouter);
app.use("/bookings", bookingsRouter);

const PORT = Number(process.env.PORT ?? 8080);
app.listen(PORT, () => console.log(`tidewater listening on ${PORT}`));
T
cat > "$P/src/lib/pricing.ts" <<'T'
export type BoatKind = "kayak" | "tandem" | "paddleboard";

export const HOURLY_RATE: Record<BoatKind, number> = {
  kayak: 14,
  tandem: 22,
  paddleboard: 12,
};

export const WETSUIT_FEE = 5;

export function quote(kind: BoatKind, hours: number, wetsuits = 0): number {
  if (hours <= 0) throw new Error("hours must be positive");
  // TODO: member discount
  return HOURLY_RATE[kind] * hours + WETSUIT_FEE * wetsuits;
}

export function refundable(startsAt: Date, now = new Date()): boolean {
  return startsAt.getTime() - now.getTime() > 24 * 3600 * 1000;
}
T
cat > "$P/src/lib/store.ts" <<'T'
export interface Booking {
  id: string;
  boat: string;
  customer: string;
  startsAt: Date;
  hours: number;
}

const bookings = new Map<string, Booking>();

export function addBooking(b: Booking): void {
  if (bookings.has(b.id)) throw new Error(`duplicate booking ${b.id}`);
  bookings.set(b.id, b);
}

export function findBooking(id: string): Booking | undefined {
  return bookings.get(id);
}

export function removeBooking(id: string): boolean {
  return bookings.delete(id);
}
T
cat > "$P/src/routes/boats.ts" <<'T'
import { Router } from "express";
import { HOURLY_RATE } from "../lib/pricing";

export const boatsRouter = Router();

const FLEET = [
  { id: "K-01", kind: "kayak", name: "Heron" },
  { id: "K-02", kind: "kayak", name: "Tern" },
  { id: "T-01", kind: "tandem", name: "Otter" },
  { id: "P-01", kind: "paddleboard", name: "Driftwood" },
];

boatsRouter.get("/", (_req, res) => {
  res.json(FLEET.map((b) => ({ ...b, rate: HOURLY_RATE[b.kind as keyof typeof HOURLY_RATE] })));
});
T
cat > "$P/src/routes/bookings.ts" <<'T'
import { Router } from "express";
import { quote, refundable } from "../lib/pricing";
import { addBooking, findBooking, removeBooking } from "../lib/store";

export const bookingsRouter = Router();

bookingsRouter.post("/", (req, res) => {
  const { id, boat, kind, customer, startsAt, hours } = req.body;
  addBooking({ id, boat, customer, startsAt: new Date(startsAt), hours });
  res.status(201).json({ id, price: quote(kind, hours) });
});

bookingsRouter.delete("/:id", (req, res) => {
  const booking = findBooking(req.params.id);
  if (!booking) return res.status(404).json({ error: "not found" });
  const refund = refundable(booking.startsAt);
  removeBooking(booking.id);
  res.json({ cancelled: booking.id, refund });
});
T
cat > "$P/test/pricing.test.ts" <<'T'
import { test } from "node:test";
import assert from "node:assert";
import { quote } from "../src/lib/pricing";

test("kayak for two hours", () => {
  assert.equal(quote("kayak", 2), 28);
});

test("paddleboard with wetsuit", () => {
  assert.equal(quote("paddleboard", 1, 1), 17);
});
T
cat > "$P/CHANGELOG.md" <<'M'
# Changelog

## 0.7.2 - 2026-11-10
- Fix refund window off by one hour

## 0.7.0 - 2026-10-01
- Add paddleboards
- Wetsuit fee
M

cat > "$D/bikeshare.sql" <<'S'
CREATE TABLE stations (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  district text NOT NULL,
  docks integer NOT NULL CHECK (docks > 0),
  opened_on date NOT NULL
);
CREATE TABLE bikes (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('classic', 'electric', 'cargo')),
  station_id integer REFERENCES stations(id),
  battery_pct integer,
  last_service date
);
CREATE TABLE riders (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  plan text NOT NULL DEFAULT 'pay-as-you-go',
  joined_on date NOT NULL
);
CREATE TABLE trips (
  id bigserial PRIMARY KEY,
  bike_id text NOT NULL REFERENCES bikes(id),
  rider_id integer NOT NULL REFERENCES riders(id),
  from_station integer NOT NULL REFERENCES stations(id),
  to_station integer REFERENCES stations(id),
  started_at timestamptz NOT NULL,
  minutes integer,
  fare_eur numeric(6,2)
);
CREATE INDEX trips_started_idx ON trips(started_at);
CREATE INDEX trips_rider_idx ON trips(rider_id);
INSERT INTO stations (name, district, docks, opened_on) VALUES
 ('Canal Street', 'Old Town', 24, '2021-04-12'),
 ('Harbour Gate', 'Docklands', 30, '2021-04-12'),
 ('University Square', 'North', 40, '2022-09-01'),
 ('Rail Station East', 'Central', 36, '2023-03-15'),
 ('Willow Park', 'North', 16, '2024-06-20');
INSERT INTO bikes VALUES
 ('B-1001', 'classic', 1, NULL, '2026-10-02'),
 ('B-1002', 'classic', 2, NULL, '2026-08-19'),
 ('E-2001', 'electric', 3, 87, '2026-11-01'),
 ('E-2002', 'electric', 4, 12, '2026-07-30'),
 ('E-2003', 'electric', NULL, 54, '2026-09-14'),
 ('C-3001', 'cargo', 2, 100, '2026-11-20');
INSERT INTO riders (email, plan, joined_on) VALUES
 ('lena.fischer@example.org', 'annual', '2022-01-09'),
 ('omar.haddad@example.net', 'monthly', '2025-05-17'),
 ('yuki.tanaka@example.com', 'pay-as-you-go', '2026-02-28'),
 ('grace.obi@example.org', 'annual', '2023-11-03');
INSERT INTO trips (bike_id, rider_id, from_station, to_station, started_at, minutes, fare_eur) VALUES
 ('B-1001', 1, 1, 2, '2026-11-24 07:41:00+00', 14, 1.50),
 ('E-2001', 2, 3, 4, '2026-11-24 08:05:00+00', 22, 3.40),
 ('E-2002', 3, 4, 1, '2026-11-24 12:30:00+00', 31, 4.90),
 ('C-3001', 4, 2, 2, '2026-11-24 17:10:00+00', 55, 7.25),
 ('B-1002', 1, 2, 3, '2026-11-25 07:38:00+00', 18, 1.50),
 ('E-2003', 2, 5, NULL, '2026-11-25 08:59:00+00', NULL, NULL);
S
if psql -h 127.0.0.1 -p "$PGPORT" -U postgres -c 'select 1' >/dev/null 2>&1; then
  psql -h 127.0.0.1 -p "$PGPORT" -U postgres -q -c 'DROP DATABASE IF EXISTS bikeshare WITH (FORCE)' -c 'CREATE DATABASE bikeshare'
  psql -h 127.0.0.1 -p "$PGPORT" -U postgres -q -d bikeshare -f "$D/bikeshare.sql"
fi
