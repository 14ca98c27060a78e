extension ReportPage {
    /// The page's script: reads the data blob, draws the part of the graph in view, and
    /// answers clicks, keys, search, pan and zoom. Plain JavaScript, no library.
    ///
    /// Only what lies in or near the window is drawn, labels only when they are large
    /// enough to read, and the key list draws only its visible rows, so a graph of
    /// hundreds of views and a list of thousands of keys stay quick.
    static let script = #"""
        "use strict";
        (function () {
          const D = JSON.parse(document.getElementById("data").textContent);
          const $ = (id) => document.getElementById(id);
          const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
          const V = D.views, E = D.edges, K = D.keys, F = D.findings, T = D.timeline || [], C = D.causes;
          const out = V.map(() => []), inc = V.map(() => []);
          E.forEach((e, i) => { out[e.from].push(i); inc[e.to].push(i); });
          const keyIndex = new Map(K.map((k, i) => [k.key, i]));
          const viewIndex = new Map(V.map((v, i) => [v.name, i]));
          const findingsOf = V.map(() => []);
          F.forEach((f, i) => { if (f.view !== undefined) findingsOf[f.view].push(i); });
          const paths = E.map(curve);
          const bounds = E.map((e) => {
            const r = e.route; let b = [Infinity, Infinity, -Infinity, -Infinity];
            for (let k = 0; k < r.length; k += 2) b = [Math.min(b[0], r[k]), Math.min(b[1], r[k + 1]), Math.max(b[2], r[k]), Math.max(b[3], r[k + 1])];
            if (e.cycle) b[2] += 60;
            return b;
          });
          const st = { scale: 1, tx: 0, ty: 0, key: -1, step: -1, view: -1, tab: "keys", lit: null, hot: new Set(),
            match: new Set(), collapsed: new Map(), hidden: new Uint8Array(V.length) };
          const svg = $("graph"), scene = $("scene"), list = $("list"), rows = $("rows"), panel = $("panel");
          const ROW = 26, LABELS = 0.45;
          let drawn = null, version = 0, pending = false;

          function curve(e) {
            const p = e.route;
            if (e.cycle) return `M${p[0]},${p[1]} C${p[0] + 60},${p[1]} ${p[2] + 60},${p[3]} ${p[2]},${p[3]}`;
            let d = `M${p[0]},${p[1]}`;
            for (let k = 2; k < p.length; k += 2) {
              const m = (p[k - 1] + p[k + 1]) / 2;
              d += ` C${p[k - 2]},${m} ${p[k]},${m} ${p[k]},${p[k + 1]}`;
            }
            return d;
          }
          const place = (at) => at ? `${D.files[at[0]]}:${at[1]}:${at[2]}` : "";
          // A place by its file's name, the whole path on hover.
          const short = (at) => at ? `<span class="muted" title="${esc(place(at))}">${esc(D.files[at[0]].split("/").pop())}:${at[1]}:${at[2]}</span>` : "";
          const viewLink = (v) => `<a data-go-view="${v}">${esc(V[v].name)}</a>`;
          const keyLink = (name) => keyIndex.has(name) ? `<a data-go-key="${keyIndex.get(name)}">${esc(name)}</a>` : esc(name);
          const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

          // Views a collapsed view hides: those no longer reached from the roots.
          function updateHidden() {
            const seen = new Uint8Array(V.length), stack = [];
            V.forEach((v, i) => { if (v.root || inc[i].every((e) => E[e].cycle)) stack.push(i); });
            while (stack.length) {
              const v = stack.pop();
              if (seen[v]) continue;
              seen[v] = 1;
              if (!st.collapsed.has(v)) for (const e of out[v]) stack.push(E[e].to);
            }
            st.hidden = seen.map((s) => 1 - s);
          }
          function toggleCollapse(v) {
            const before = st.hidden.reduce((a, b) => a + b, 0);
            if (st.collapsed.has(v)) st.collapsed.delete(v); else st.collapsed.set(v, 0);
            updateHidden();
            if (st.collapsed.has(v)) st.collapsed.set(v, st.hidden.reduce((a, b) => a + b, 0) - before);
            redraw();
            if (st.view === v) showView(v);
          }

          // Drawing: only what lies near the window, labels only when readable.
          function schedule() { if (!pending) { pending = true; requestAnimationFrame(frame); } }
          function redraw() { version++; schedule(); }
          function frame() {
            pending = false;
            scene.setAttribute("transform", `translate(${st.tx},${st.ty}) scale(${st.scale})`);
            const w = svg.clientWidth, h = svg.clientHeight;
            const x0 = -st.tx / st.scale, y0 = -st.ty / st.scale, x1 = x0 + w / st.scale, y1 = y0 + h / st.scale;
            const labels = st.scale >= LABELS;
            if (drawn && drawn.version === version && drawn.labels === labels && x0 >= drawn.x0 && y0 >= drawn.y0 && x1 <= drawn.x1 && y1 <= drawn.y1) return;
            const mx = (x1 - x0) / 2, my = (y1 - y0) / 2;
            drawn = { x0: x0 - mx, y0: y0 - my, x1: x1 + mx, y1: y1 + my, labels, version };
            scene.innerHTML = draw(drawn);
          }
          function draw(r) {
            const parts = [];
            E.forEach((e, i) => {
              const b = bounds[i];
              if (st.hidden[e.from] || st.hidden[e.to] || b[2] < r.x0 || b[0] > r.x1 || b[3] < r.y0 || b[1] > r.y1) return;
              const cls = `e k-${e.kind}${e.cycle ? " cycle" : ""}${st.hot.has(i) ? " hot" : st.lit ? " dim" : ""}`;
              parts.push(`<path class="${cls}" d="${paths[i]}"/>`);
            });
            V.forEach((v, i) => {
              const [x, y, w, h] = v.box;
              if (st.hidden[i] || x > r.x1 || x + w < r.x0 || y > r.y1 || y + h < r.y0) return;
              const lit = st.lit && st.lit.get(i);
              let cls = `v k-${v.kind}`;
              if (lit) cls += ` c-${C[lit[0]]}`; else if (st.lit) cls += " dim";
              if (i === st.view) cls += " sel";
              if (st.match.has(i)) cls += " match";
              let s = `<g class="${cls}" data-v="${i}" data-name="${esc(v.name)}"${lit ? ` data-cause="${C[lit[0]]}"` : ""}>` +
                `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5"/>`;
              if (findingsOf[i].length) s += `<circle class="flag" cx="${x + w - 7}" cy="${y + 7}" r="4"><title>${plural(findingsOf[i].length, "lint finding")}</title></circle>`;
              if (r.labels) {
                s += `<text class="name" x="${x + 10}" y="${y + 17}">${esc(v.name)}</text>`;
                const state = v.state.length > 4 ? v.state.slice(0, 3).concat([`+${v.state.length - 3} more`]) : v.state;
                state.forEach((line, k) => { s += `<text class="state" x="${x + 10}" y="${y + 33 + 15 * k}">${esc(line)}</text>`; });
                if (lit) s += `<text class="badge" x="${x + w}" y="${y - 4}">${esc(C[lit[0]])} ×${lit[1]}</text>`;
                if (st.collapsed.has(i)) s += `<text class="badge more" x="${x + w / 2}" y="${y + h + 14}">+${st.collapsed.get(i)} hidden</text>`;
              }
              parts.push(s + "</g>");
            });
            return parts.join("");
          }

          // Pan, zoom, fit.
          function zoomAt(px, py, factor) {
            const s = Math.min(4, Math.max(0.03, st.scale * factor));
            st.tx = px - (px - st.tx) * s / st.scale;
            st.ty = py - (py - st.ty) * s / st.scale;
            st.scale = s;
            schedule();
          }
          function fit(b, most) {
            const w = svg.clientWidth || 800, h = svg.clientHeight || 600, pad = 30;
            const s = Math.min(most, (w - 2 * pad) / Math.max(1, b[2] - b[0]), (h - 2 * pad) / Math.max(1, b[3] - b[1]));
            st.scale = Math.max(0.03, s);
            st.tx = (w - (b[2] - b[0]) * st.scale) / 2 - b[0] * st.scale;
            st.ty = (h - (b[3] - b[1]) * st.scale) / 2 - b[1] * st.scale;
            schedule();
          }
          function boxOf(views) {
            const b = [Infinity, Infinity, -Infinity, -Infinity];
            for (const v of views) {
              if (st.hidden[v]) continue;
              const [x, y, w, h] = V[v].box;
              b[0] = Math.min(b[0], x); b[1] = Math.min(b[1], y); b[2] = Math.max(b[2], x + w); b[3] = Math.max(b[3], y + h);
            }
            return b[0] === Infinity ? null : b;
          }
          function fitAll() { fit([0, 0, D.size[0], D.size[1]], 1.2); }
          // The first view: the whole graph when it can be read that way; otherwise the
          // top of it, from the first root, at a zoom where names can be read.
          function firstView() {
            const w = svg.clientWidth || 800, h = svg.clientHeight || 600;
            if (Math.min(w / D.size[0], h / D.size[1]) >= LABELS || !V.length) return fitAll();
            st.scale = Math.min(1.2, Math.max(LABELS + 0.05, (h - 60) / D.size[1]));
            const root = V.find((v) => v.root) || V[0];
            st.tx = Math.min(30, w / 2 - (root.box[0] + root.box[2] / 2) * st.scale);
            st.ty = 10;
            schedule();
          }
          // Brings `views` into the window, zooming out only as far as needed.
          function reveal(views) {
            const b = boxOf(views);
            if (!b) return;
            const w = svg.clientWidth, h = svg.clientHeight;
            const inside = b[0] * st.scale + st.tx >= 0 && b[1] * st.scale + st.ty >= 0 &&
              b[2] * st.scale + st.tx <= w && b[3] * st.scale + st.ty <= h;
            if (!inside) fit(b, Math.max(st.scale, LABELS + 0.35));
          }
          let drag = null, lastClick = { v: -1, t: 0 };
          svg.addEventListener("pointerdown", (ev) => {
            drag = { x: ev.clientX, y: ev.clientY, tx: st.tx, ty: st.ty, moved: false };
            svg.setPointerCapture(ev.pointerId);
          });
          svg.addEventListener("pointermove", (ev) => {
            if (!drag) return;
            const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
            if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
            st.tx = drag.tx + dx; st.ty = drag.ty + dy;
            schedule();
          });
          svg.addEventListener("pointerup", (ev) => {
            const moved = drag && drag.moved;
            drag = null;
            if (moved) return;
            const hit = document.elementFromPoint(ev.clientX, ev.clientY);
            const node = hit && hit.closest("[data-v]");
            if (!node) return;
            const v = Number(node.dataset.v), now = Date.now();
            if (lastClick.v === v && now - lastClick.t < 400) toggleCollapse(v); else selectView(v, false);
            lastClick = { v, t: now };
          });
          svg.addEventListener("wheel", (ev) => {
            ev.preventDefault();
            const r = svg.getBoundingClientRect();
            zoomAt(ev.clientX - r.left, ev.clientY - r.top, Math.exp(-ev.deltaY * 0.0015));
          }, { passive: false });
          $("zoom-in").onclick = () => zoomAt(svg.clientWidth / 2, svg.clientHeight / 2, 1.25);
          $("zoom-out").onclick = () => zoomAt(svg.clientWidth / 2, svg.clientHeight / 2, 0.8);
          $("fit").onclick = fitAll;
          window.addEventListener("resize", () => { drawn = null; schedule(); });

          // The side list: keys, findings or timeline steps; only visible rows are drawn.
          function items() { return st.tab === "keys" ? K : st.tab === "findings" ? F : T; }
          function rowHTML(i) {
            const at = `style="top:${i * ROW}px"`;
            if (st.tab === "keys") {
              const k = K[i];
              return `<div ${at} class="row${i === st.key ? " on" : ""}" data-go-key="${i}" title="${esc(k.storage)}">` +
                `<span class="tag s-${k.kind}"></span><span class="label">${esc(k.key)}</span><span class="count">${k.instances}</span></div>`;
            }
            if (st.tab === "findings") {
              const f = F[i];
              const go = f.view !== undefined ? ` data-go-view="${f.view}"` : "";
              return `<div ${at} class="row"${go} title="${esc(f.message)}"><span class="tag sev-${f.severity}"></span>` +
                `<span class="label">${esc(f.rule)}</span><span class="count">${esc(f.view !== undefined ? V[f.view].name : "")}</span></div>`;
            }
            const t = T[i];
            return `<div ${at} class="row${i === st.step ? " on" : ""}" data-go-step="${i}"><span class="label">${esc(t.label)}</span>` +
              `<span class="count">${esc(t.key || "")}</span></div>`;
          }
          function renderList() {
            const n = items().length;
            rows.style.height = `${n * ROW}px`;
            const first = Math.max(0, Math.floor(list.scrollTop / ROW) - 5);
            const last = Math.min(n, first + Math.ceil((list.clientHeight || 600) / ROW) + 10);
            let html = "";
            for (let i = first; i < last; i++) html += rowHTML(i);
            rows.innerHTML = html || `<p class="empty">${st.tab === "keys" ? "No keys." : st.tab === "findings" ? "No findings." : "No timeline."}</p>`;
          }
          list.addEventListener("scroll", renderList);
          function showTab(tab) {
            st.tab = tab;
            document.querySelectorAll("[data-tab]").forEach((b) => b.classList.toggle("on", b.dataset.tab === tab));
            list.scrollTop = 0;
            renderList();
          }

          // Selecting a key: its views lit by cause, the paths from its owner.
          function pathsFrom(starts) {
            const via = new Int32Array(V.length).fill(-2), queue = [];
            for (const s of starts) { via[s] = -1; queue.push(s); }
            for (let q = 0; q < queue.length; q++) {
              for (const e of out[queue[q]]) {
                const to = E[e].to;
                if (!E[e].cycle && via[to] === -2) { via[to] = e; queue.push(to); }
              }
            }
            return (v) => {
              if (via[v] === -2) return null;
              const edges = [];
              for (let at = v; via[at] >= 0; at = E[via[at]].from) edges.unshift(via[at]);
              return edges;
            };
          }
          function light(views) {
            st.lit = new Map(views.map(([v, c, n]) => [v, [c, n]]));
            st.hot = new Set();
          }
          function selectKey(i, reveals) {
            const k = K[i];
            if (!k) return;
            st.key = i; st.step = -1;
            light(k.views);
            const path = k.owner !== undefined ? pathsFrom([k.owner]) : null;
            const found = new Map();
            if (path) for (const [v] of k.views) { const p = path(v); found.set(v, p); if (p) p.forEach((e) => st.hot.add(e)); }
            setHash(`key=${encodeURIComponent(k.key)}`);
            redraw(); renderList();
            if (reveals) reveal(k.views.map((x) => x[0]));
            const counts = k.counts.map((n, c) => `<span class="pill c-${C[c]}">${C[c]} ${n}</span>`).join(" ");
            let html = `<h2>${esc(k.key)}</h2><p class="muted">${esc(k.storage)}</p>` +
              `<p>A change recomputes <b>${plural(k.instances, "instance")}</b> of ${plural(k.views.length, "view type")}` +
              ` <span class="muted">(${esc(D.model)} model)</span>.</p><p>${counts}</p>`;
            if (k.owner !== undefined) html += `<p>Owner: ${viewLink(k.owner)}</p>`;
            html += `<ul class="recomputed">`;
            for (const [v, c, n, why] of k.views) {
              html += `<li class="rv c-${C[c]}" data-view="${esc(V[v].name)}" data-cause="${C[c]}"><span class="dot"></span>${viewLink(v)} ` +
                `<span class="cause">${C[c]}</span> <span class="count">×${n}</span>`;
              if (why) html += `<div class="why">${why.map(esc).join("; ")}</div>`;
              if (path) {
                const p = found.get(v);
                html += `<div class="path">${p === null ? "not below the owner" : p.length === 0 ? "the owner itself" :
                  "from the owner: " + [E[p[0]].from].concat(p.map((e) => E[e].to)).map((x) => esc(V[x].name)).join(" › ")}</div>`;
              }
              html += "</li>";
            }
            html += `</ul><p class="muted">${plural(V.length - k.views.length, "view type")} skipped.</p>`;
            panel.innerHTML = html;
          }
          function selectStep(i) {
            const t = T[i];
            if (!t) return;
            st.step = i; st.key = -1;
            light(t.views);
            redraw(); renderList();
            let html = `<h2>${esc(t.label)}</h2>` + (t.key ? `<p>${keyLink(t.key)} changed</p>` : "");
            if (t.views.length) {
              html += `<ul class="recomputed">` + t.views.map(([v, c, n]) =>
                `<li class="rv c-${C[c]}" data-view="${esc(V[v].name)}" data-cause="${C[c]}"><span class="dot"></span>${viewLink(v)} <span class="cause">${C[c]}</span> <span class="count">×${n}</span></li>`).join("") + "</ul>";
            }
            if (t.details.length) html += `<pre class="details">${t.details.map(esc).join("\n")}</pre>`;
            panel.innerHTML = html;
          }

          // A view's panel: where it is, what it reads, where it is created, its findings.
          function selectView(v, reveals) {
            st.view = v;
            setHash(`view=${encodeURIComponent(V[v].name)}`);
            redraw();
            if (reveals) { reveal([v]); if (st.scale < LABELS) fit(boxOf([v]) || [0, 0, 1, 1], 1); }
            showView(v);
          }
          function source(at, text) {
            return text === undefined ? "" : `<pre class="source"><span class="ln">${at ? at[1] : ""}</span>${esc(text)}</pre>`;
          }
          function showView(v) {
            const view = V[v];
            let html = `<h2>${esc(view.name)}</h2><p class="muted">${esc(view.kind)} · ${esc(place(view.at))}</p>` +
              `<p>${view.root ? "A root of the app." : plural(view.instances, "instance") + " in the app."}</p>`;
            const lit = st.lit && st.lit.get(v);
            if (lit && st.key >= 0) html += `<p class="pill c-${C[lit[0]]}">${esc(K[st.key].key)}: ${C[lit[0]]} ×${lit[1]}</p>`;
            if (out[v].length) {
              html += `<p><button data-collapse="${v}">${st.collapsed.has(v) ? "Expand" : "Collapse"} what it creates</button>` +
                (st.collapsed.has(v) ? ` <span class="muted">${st.collapsed.get(v)} hidden</span>` : "") + "</p>";
            }
            if (view.state.length) html += `<h3>Owns</h3><ul>${view.state.map((s) => `<li>${esc(s)}</li>`).join("")}</ul>`;
            const reads = (list) => `<ul>${list.map((r) => `<li>${keyLink(r[0])} ${r.length > 1 ? short(r.slice(1)) : ""}</li>`).join("")}</ul>`;
            html += `<h3>Its body reads</h3>` + (view.reads.length ? reads(view.reads) : `<p class="muted">no key of its own</p>`);
            if (view.inputs.length) html += `<h3>Inputs its creators fill</h3>` + reads(view.inputs);
            if (view.actions) {
              const bodies = (n) => `${n} ${n === 1 ? "body" : "bodies"}`;
              html += `<h3>Its actions recompute</h3><ul class="actions">${view.actions.map((a) =>
                `<li>${esc(a.label)} ${short(a.at)}: ${a.keys.map(([k, n]) => `${keyLink(k)} ${bodies(n)}`).join(", ")}` +
                ` <span class="count">— ${bodies(a.instances)}</span></li>`).join("")}</ul>`;
            }
            if (view.advice) {
              html += `<h3>Advice</h3><ul class="advice">${view.advice.map((a) =>
                `<li><span class="kind">${esc(a.kind)}</span> ${esc(a.summary)}` +
                ` <span class="count">— ${a.before} → ${a.after} bodies</span>` +
                `<ul>${a.edits.map((e) => `<li>${e.at ? short(e.at) + " " : ""}${esc(e.change)}</li>`).join("")}</ul></li>`).join("")}</ul>`;
            }
            const created = inc[v].map((e) => {
              const edge = E[e];
              return `<li>by ${viewLink(edge.from)} ${short(edge.at)}` +
                `<br><span class="kind k-${edge.kind}">${esc(edge.kind)}</span> ${esc(edge.identity || "position")}` +
                (edge.container !== undefined ? ` <span class="muted">in ${esc(V[E[edge.container].to].name)}</span>` : "") +
                (edge.cycle ? ` <span class="muted">(cycle: not counted)</span>` : "") +
                (edge.passes ? `<br><span class="muted">passes ${edge.passes.map(esc).join("; ")}</span>` : "") + "</li>";
            });
            html += `<h3>Created</h3>` + (created.length ? `<ul>${created.join("")}</ul>` : `<p class="muted">by no analyzed body</p>`);
            if (out[v].length) html += `<h3>Creates</h3><ul>${out[v].map((e) => `<li>${viewLink(E[e].to)} <span class="kind k-${E[e].kind}">${esc(E[e].kind)}</span></li>`).join("")}</ul>`;
            const own = findingsOf[v];
            html += `<h3>Lint findings</h3>` + (own.length ? "" : `<p class="muted">none</p>`);
            for (const f of own.map((i) => F[i])) {
              html += `<div class="finding sev-${f.severity}"><p><b>${esc(f.severity)}</b> ${esc(f.rule)} ${short(f.at)}</p>` +
                source(f.at, f.source) + `<p>${esc(f.message)}</p>`;
              for (const n of f.notes) html += `<p>${short(n.at)} ${esc(n.message)}</p>` + source(n.at, n.source);
              for (const fix of f.fixes) html += `<p class="fix">Fix: ${esc(fix)}</p>`;
              html += "</div>";
            }
            panel.innerHTML = html;
          }

          // Search by name: views and keys.
          const search = $("search"), matches = $("matches");
          search.addEventListener("input", () => {
            const q = search.value.trim().toLowerCase();
            st.match = new Set();
            let html = "";
            if (q) {
              V.forEach((v, i) => { if (v.name.toLowerCase().includes(q)) st.match.add(i); });
              const views = [...st.match].slice(0, 12), keys = [];
              for (let i = 0; i < K.length && keys.length < 12; i++) if (K[i].key.toLowerCase().includes(q)) keys.push(i);
              html = views.map((v) => `<div data-go-view="${v}">${esc(V[v].name)} <span class="muted">view</span></div>`).join("") +
                keys.map((k) => `<div data-go-key="${k}">${esc(K[k].key)} <span class="muted">key</span></div>`).join("");
              if (!html) html = `<p class="muted">Nothing matches.</p>`;
            }
            matches.innerHTML = html;
            matches.hidden = !q;
            redraw();
          });
          search.addEventListener("keydown", (ev) => {
            if (ev.key === "Enter") { const first = matches.querySelector("[data-go-view],[data-go-key]"); if (first) first.click(); }
            if (ev.key === "Escape") { search.value = ""; search.dispatchEvent(new Event("input")); }
          });

          document.addEventListener("click", (ev) => {
            const t = ev.target.closest("[data-go-view],[data-go-key],[data-go-step],[data-collapse],[data-tab]");
            if (!t) return;
            if (t.closest("#matches")) matches.hidden = true;
            if (t.dataset.goView !== undefined) selectView(Number(t.dataset.goView), true);
            else if (t.dataset.goKey !== undefined) selectKey(Number(t.dataset.goKey), true);
            else if (t.dataset.goStep !== undefined) selectStep(Number(t.dataset.goStep));
            else if (t.dataset.collapse !== undefined) toggleCollapse(Number(t.dataset.collapse));
            else showTab(t.dataset.tab);
          });

          // The address: #key=KEY or #view=VIEW selects when the page opens.
          let writing = false;
          function setHash(hash) {
            if (location.hash === "#" + hash) return;
            try { history.replaceState(null, "", "#" + hash); } catch (e) { writing = true; location.hash = hash; }
          }
          function readHash() {
            if (writing) { writing = false; return; }
            const m = /^#(key|view)=(.*)$/.exec(location.hash);
            if (!m) return;
            let name = m[2];
            try { name = decodeURIComponent(name); } catch (e) { return; }
            if (m[1] === "key" && keyIndex.has(name)) selectKey(keyIndex.get(name), true);
            if (m[1] === "view" && viewIndex.has(name)) selectView(viewIndex.get(name), true);
          }
          window.addEventListener("hashchange", readHash);

          $("title").textContent = D.title;
          $("summary").textContent = `${plural(D.summary.views, "view type")}, ${plural(D.summary.edges, "creation site")}, ` +
            `${plural(D.summary.keys, "key")}, ${plural(D.summary.findings, "finding")} in ${plural(D.summary.files, "file")}` +
            (D.summary.notes ? ` · ${plural(D.summary.notes, "construct")} not followed` : "");
          if (!T.length) document.querySelector('[data-tab="timeline"]').remove();
          updateHidden();
          firstView();
          renderList();
          panel.innerHTML = V.length ? `<p class="muted">Pick a key to see what its change recomputes, or a view to see what it reads and where it is created.</p>`
            : `<p class="muted">No SwiftUI view types were found.</p>`;
          readHash();
          // The first drawing is made now rather than at the next frame, so the page is
          // whole as soon as its script has run.
          frame();
        })();
        """#
}
