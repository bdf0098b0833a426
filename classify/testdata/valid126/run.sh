#!/usr/bin/env bash
# Classification speed against Go 1.26's encoding/json.Valid, the baseline
# of issue 16's "classification ≥ 1.0× json.Valid" (see valid_test.go).
# Builds both test binaries once, then runs them alternately ROUNDS times
# (default 3) and prints each round's MB/s and ratio. Needs the Go 1.26.8
# toolchain (installed, or fetched through the module proxy).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
rounds=${1:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && GOTOOLCHAIN=${GOTOOLCHAIN_MAIN:-auto} go test -c -o "$tmp/classify.test" ./classify)
(cd "$here" && GOTOOLCHAIN=go1.26.8 go test -c -o "$tmp/valid126.test" .)
mbs() { awk '/MB\/s/ { for (i = 1; i <= NF; i++) if ($(i+1) == "MB/s") print $i }'; }
for r in $(seq "$rounds"); do
	c=$(cd "$root/classify" && "$tmp/classify.test" -test.run XXX -test.bench 'ClassifyCorpus$' -test.benchtime 40x | mbs)
	v=$(cd "$here" && "$tmp/valid126.test" -test.run XXX -test.bench . -test.benchtime 40x | mbs)
	awk -v r="$r" -v c="$c" -v v="$v" 'BEGIN { printf "round %d: classify (Go 1.27) %s MB/s, json.Valid (Go 1.26) %s MB/s, ratio %.2f\n", r, c, v, c / v }'
done
