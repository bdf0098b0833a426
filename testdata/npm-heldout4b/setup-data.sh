#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout4b servers read into DIR
# (default $HOME/mcpsurvey-heldout4b), deleting it first: a small TypeScript
# project for cclsp and a limps planning folder (plans, agents, notes).
# NM (this folder's node_modules) is needed for cclsp.json.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout4b}"
NM="${NM:?NM must name the node_modules folder}"
rm -rf "$D"
mkdir -p "$D/tsproj/src" "$D/limps"

# --- cclsp: a TypeScript project served by typescript-language-server ---
cd "$D/tsproj"
cat > tsconfig.json <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "ESNext", "moduleResolution": "Bundler", "strict": true, "noEmit": true }, "include": ["src"] }
EOF
cat > cclsp.json <<EOF
{ "servers": [ { "extensions": ["js", "ts"], "command": ["$NM/.bin/typescript-language-server", "--stdio"], "rootDir": "." } ] }
EOF
cat > src/money.ts <<'EOF'
export interface Money {
  amount: number;
  currency: string;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new Error(`currency mismatch: ${a.currency} vs ${b.currency}`);
  }
  return { amount: a.amount + b.amount, currency: a.currency };
}

export function formatMoney(m: Money): string {
  return `${(m.amount / 100).toFixed(2)} ${m.currency}`;
}
EOF
cat > src/invoice.ts <<'EOF'
import { Money, addMoney, formatMoney } from "./money";

export interface LineItem {
  sku: string;
  quantity: number;
  unitPrice: Money;
}

export class Invoice {
  readonly items: LineItem[] = [];
  constructor(public readonly customer: string, public readonly currency: string) {}

  add(item: LineItem): void {
    this.items.push(item);
  }

  total(): Money {
    let sum: Money = { amount: 0, currency: this.currency };
    for (const item of this.items) {
      sum = addMoney(sum, { amount: item.unitPrice.amount * item.quantity, currency: item.unitPrice.currency });
    }
    return sum;
  }

  summary(): string {
    return `${this.customer}: ${this.items.length} items, ${formatMoney(this.total())}`;
  }
}
EOF
cat > src/shapes.ts <<'EOF'
export interface Shape {
  area(): number;
  perimeter(): number;
}

export abstract class Polygon implements Shape {
  abstract area(): number;
  abstract perimeter(): number;
  describe(): string {
    return `${this.constructor.name} with area ${this.area().toFixed(1)}`;
  }
}

export class Circle implements Shape {
  constructor(private readonly radius: number) {}
  area(): number {
    return Math.PI * this.radius ** 2;
  }
  perimeter(): number {
    return 2 * Math.PI * this.radius;
  }
}

export class Rectangle extends Polygon {
  constructor(private readonly w: number, private readonly h: number) {
    super();
  }
  area(): number {
    return this.w * this.h;
  }
  perimeter(): number {
    return 2 * (this.w + this.h);
  }
}

export function totalArea(shapes: Shape[]): number {
  return shapes.reduce((sum, s) => sum + s.area(), 0);
}
EOF
cat > src/main.ts <<'EOF'
import { Invoice } from "./invoice";
import { formatMoney } from "./money";
import { Circle, Rectangle, totalArea } from "./shapes";

const inv = new Invoice("ACME GmbH", "EUR");
inv.add({ sku: "BOLT-10", quantity: 40, unitPrice: { amount: 35, currency: "EUR" } });
inv.add({ sku: "NUT-10", quantity: "12", unitPrice: { amount: 12, currency: "EUR" } });
const t: number = inv.total();
console.log(inv.summary(), formatMoney(inv.total()));
console.log(totalArea([new Circle(2), new Rectangle(3, 4)]));
console.log(undefinedThing);
EOF

# --- limps: a planning folder with two plans, their agents, and notes ---
cd "$D/limps"
mkdir -p .limps/data plans docs
cat > .limps/config.json <<EOF
{
  "configVersion": 1,
  "plansPath": "$D/limps/plans",
  "docsPaths": ["$D/limps"],
  "fileExtensions": [".md"],
  "dataPath": "$D/limps/.limps/data",
  "scoring": { "weights": { "dependency": 40, "priority": 30, "workload": 30 }, "biases": {} },
  "server": { "port": 4377, "host": "127.0.0.1" }
}
EOF
agent() { # agent PLAN FILE STATUS PERSONA DEPENDS FILES TITLE BODY
  mkdir -p "plans/$1/agents"
  {
    echo "---"
    echo "status: $3"
    echo "persona: $4"
    echo "depends_on: [$5]"
    echo "files:"
    for f in $6; do echo "  - $f"; done
    echo "---"
    echo
    echo "# $7"
    echo
    echo "$8"
  } > "plans/$1/agents/$2"
}
P1=0001-search-ranking
mkdir -p "plans/$P1"
cat > "plans/$P1/$P1-plan.md" <<'EOF'
---
name: Search Ranking
workType: feature
priority: high
tags: [search, relevance]
---
# 0001-search-ranking

## Overview

Rank search results by BM25 plus a freshness boost, replacing the plain
substring match of the catalogue search.

## Features

- BM25 scoring over title and body
- Freshness boost for items updated in the last 30 days
- Ranking evaluation against the labelled query set (nDCG@10)

## Status

Status: In progress
EOF
agent $P1 000_agent_index.agent.md PASS coder '' "src/search/index.ts src/search/tokenize.ts" "Build the inverted index" "Tokenize titles and bodies, store postings with term frequencies."
agent $P1 001_agent_bm25.agent.md WIP coder '"000"' "src/search/bm25.ts" "BM25 scorer" "Score postings with k1=1.2, b=0.75. Needs the index from 000."
agent $P1 002_agent_freshness.agent.md GAP coder '"001"' "src/search/freshness.ts" "Freshness boost" "Multiply the score by 1.2 for items updated within 30 days."
agent $P1 003_agent_eval.agent.md GAP reviewer '"001", "002"' "eval/ndcg.ts eval/queries.tsv" "Ranking evaluation" "Compute nDCG@10 on the labelled set; the target is 0.62."
P2=0002-billing-export
mkdir -p "plans/$P2"
cat > "plans/$P2/$P2-plan.md" <<'EOF'
---
name: Billing Export
workType: feature
priority: medium
tags: [billing, csv]
---
# 0002-billing-export

## Overview

Monthly CSV export of invoices for the accounting team (DATEV format).

## Features

- Export invoices of one month as CSV
- Currency totals per customer
- Upload to the accounting share

## Status

Status: Blocked on share credentials
EOF
agent $P2 000_agent_csv.agent.md PASS coder '' "src/export/csv.ts" "CSV writer" "Write invoices with semicolon separators and CRLF line ends."
agent $P2 001_agent_totals.agent.md BLOCKED coder '"000"' "src/export/totals.ts src/money.ts" "Currency totals" "Blocked: totals in mixed currencies need the FX table from finance."
agent $P2 002_agent_upload.agent.md GAP pm '"001"' "ops/upload.sh" "Upload to the accounting share" "Needs SMB credentials for the accounting share."
cat > docs/retro-2026-11.md <<'EOF'
---
tags: [retro, ci]
---
# Retro November 2026

- Shipped the invoice exporter behind a flag
- Flaky CI on arm64 runners (3 of 40 runs timed out)
- BM25 prototype beats substring match on 41 of 50 queries

Action items: pin the arm64 runner image; add nDCG to the nightly job. #ci #search
EOF
cat > docs/adr-007-queue.md <<'EOF'
---
tags: [adr, architecture]
status: accepted
---
# ADR 007: Use a SQLite-backed job queue

Context: exports run for up to 10 minutes and must survive restarts.

Decision: a jobs table in SQLite with a lease column; workers poll every 2 s.

Consequences: no extra service to run; throughput is limited to about
50 jobs per second, enough for the export volume. #architecture
EOF
cat > docs/glossary.md <<'EOF'
# Glossary

- **BM25**: a ranking function over term frequency and document length.
- **nDCG@10**: normalised discounted cumulative gain of the first ten results.
- **Lease**: the time a worker owns a job before another may take it.
EOF
echo "data written to $D"
