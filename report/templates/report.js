(function () {
  "use strict";
  var d = document;
  function cellValue(row, i, numeric) {
    var c = row.cells[i];
    if (!c) { return numeric ? -Infinity : ""; }
    var v = c.getAttribute("data-v");
    if (v === null) { v = c.textContent; }
    if (numeric) { var f = parseFloat(v); return isNaN(f) ? -Infinity : f; }
    return v.toLowerCase();
  }
  function sortBy(table, th, i) {
    var body = table.tBodies[0];
    if (!body) { return; }
    var numeric = th.getAttribute("data-type") === "num";
    var asc = th.getAttribute("aria-sort") !== "ascending";
    var ths = table.tHead.rows[0].cells;
    for (var k = 0; k < ths.length; k++) { ths[k].removeAttribute("aria-sort"); }
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = cellValue(a, i, numeric), y = cellValue(b, i, numeric);
      var r = x < y ? -1 : x > y ? 1 : 0;
      return asc ? r : -r;
    });
    for (var j = 0; j < rows.length; j++) { body.appendChild(rows[j]); }
  }
  var tables = d.querySelectorAll("table.sortable");
  for (var t = 0; t < tables.length; t++) {
    (function (table) {
      if (!table.tHead) { return; }
      var ths = table.tHead.rows[0].cells;
      for (var i = 0; i < ths.length; i++) {
        (function (th, i) {
          var b = d.createElement("button");
          b.type = "button";
          while (th.firstChild) { b.appendChild(th.firstChild); }
          th.appendChild(b);
          b.addEventListener("click", function () { sortBy(table, th, i); });
        })(ths[i], i);
      }
    })(tables[t]);
  }
  var filters = d.querySelectorAll("input[data-filter]");
  for (var f = 0; f < filters.length; f++) {
    (function (input) {
      var table = d.getElementById(input.getAttribute("data-filter"));
      if (!table || !table.tBodies[0]) { return; }
      input.hidden = false;
      input.addEventListener("input", function () {
        var q = input.value.toLowerCase();
        var rows = table.tBodies[0].rows, shown = 0;
        for (var r = 0; r < rows.length; r++) {
          var hit = rows[r].textContent.toLowerCase().indexOf(q) >= 0;
          rows[r].hidden = !hit;
          if (hit) { shown++; }
        }
        var out = d.getElementById(input.id + "-count");
        if (out) { out.textContent = shown + " of " + rows.length; }
      });
    })(filters[f]);
  }
  d.body.dataset.ready = "1";
})();
