#!/usr/bin/env bash
# edit-pwproj.sh DIR: the phase-2 change to the Playwright test project of
# the data folder DIR: the unicode slug test is fixed, a new spec file added.
set -euo pipefail
D="$1"
sed -i "s#const slugify = (s) => s.toLowerCase()#const slugify = (s) => s.normalize('NFD').replace(/[\\\\u0300-\\\\u036f]/g, '').toLowerCase()#" "$D/pwproj/tests/strings.spec.js"
cat > "$D/pwproj/tests/inventory.spec.js" <<'JS'
const { test, expect } = require('@playwright/test');
const stock = { 'KB-01': 14, 'MS-02': 120, 'CB-10': 0 };
test.describe('inventory', () => {
  test('reports items in stock', () => { expect(Object.keys(stock).filter((k) => stock[k] > 0)).toEqual(['KB-01', 'MS-02']); });
  test('flags sold-out items', () => { expect(stock['CB-10']).toBe(0); });
  test('reorder threshold is fifteen', () => { expect(Object.keys(stock).filter((k) => stock[k] < 15)).toEqual(['KB-01']); });
});
JS
