// The rules site's search box: offline, over window.KUHSPEC_SEARCH (assets/search-index.js).
// An entry matches when every word of the query starts one of its words (title and text)
// or is part of its id. Entries whose id matches come first, then title matches.
(function () {
  "use strict";
  var entries = window.KUHSPEC_SEARCH || [];
  var input = document.getElementById("q");
  var list = document.getElementById("search-results");
  var form = input && input.form;
  if (!input || !list) { return; }
  var MAX = 30;

  function words(text) {
    return text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  }
  var prepared = entries.map(function (e) {
    return {e: e, id: e.id.toLowerCase(), title: words(e.title), text: words(e.text)};
  });

  function starts(ws, q) {
    for (var i = 0; i < ws.length; i++) { if (ws[i].indexOf(q) === 0) { return true; } }
    return false;
  }
  function score(p, qs, raw) {
    var total = 0;
    if (p.id === raw) { return 1000; }
    for (var i = 0; i < qs.length; i++) {
      var q = qs[i];
      if (p.id.indexOf(q) !== -1 || (raw.indexOf("-") !== -1 && p.id.indexOf(raw) !== -1)) { total += 10; }
      else if (starts(p.title, q)) { total += 5; }
      else if (starts(p.text, q)) { total += 1; }
      else { return 0; }
    }
    return total;
  }
  function search(query) {
    var raw = query.trim().toLowerCase();
    var qs = raw.indexOf("-") !== -1 && raw.indexOf(" ") === -1 ? [raw] : words(raw);
    if (!qs.length) { return []; }
    var hits = [];
    prepared.forEach(function (p, i) {
      var s = score(p, qs, raw);
      if (s > 0) { hits.push([s, i, p.e]); }
    });
    hits.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    return hits.slice(0, MAX).map(function (h) { return h[2]; });
  }
  function show() {
    var hits = search(input.value);
    list.textContent = "";
    hits.forEach(function (e) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = e.page + "#" + e.id;
      var id = document.createElement("b");
      id.textContent = e.id;
      a.appendChild(id);
      a.appendChild(document.createTextNode(" " + e.title));
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = e.kind;
      li.appendChild(a);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(kind);
      list.appendChild(li);
    });
    if (input.value.trim() && !hits.length) {
      var none = document.createElement("li");
      none.textContent = "nothing found";
      list.appendChild(none);
    }
    list.hidden = !input.value.trim();
  }
  input.addEventListener("input", show);
  if (form) {
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var first = list.querySelector("a");
      if (first) { window.location.href = first.href; }
    });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "/" && document.activeElement !== input) { ev.preventDefault(); input.focus(); }
    if (ev.key === "Escape") { list.hidden = true; }
  });
})();
