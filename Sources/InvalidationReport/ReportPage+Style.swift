extension ReportPage {
    /// The page's style: system fonts only, one colour per cause and one line style per
    /// kind of identity.
    static let style = #"""
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; }
        body { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #212529; background: #f8f9fa;
          display: flex; flex-direction: column; }
        header { display: flex; align-items: center; gap: 16px; padding: 8px 14px; background: #fff; border-bottom: 1px solid #dee2e6; }
        h1 { font-size: 16px; margin: 0; white-space: nowrap; }
        h2 { font-size: 15px; margin: 0 0 4px; word-break: break-all; }
        h3 { font-size: 12px; margin: 14px 0 4px; text-transform: uppercase; letter-spacing: .04em; color: #495057; }
        .muted { color: #6c757d; }
        a { color: #1864ab; cursor: pointer; text-decoration: none; }
        a:hover { text-decoration: underline; }
        button { font: inherit; border: 1px solid #ced4da; background: #fff; border-radius: 4px; padding: 2px 8px; cursor: pointer; }
        button:hover { background: #f1f3f5; }
        #find { margin-left: auto; position: relative; }
        #search { width: 260px; font: inherit; padding: 4px 8px; border: 1px solid #ced4da; border-radius: 4px; }
        #matches { position: absolute; right: 0; top: 30px; width: 340px; max-height: 360px; overflow: auto; z-index: 5;
          background: #fff; border: 1px solid #ced4da; border-radius: 4px; box-shadow: 0 4px 12px rgba(0,0,0,.12); }
        #matches div { padding: 4px 8px; cursor: pointer; }
        #matches div:hover { background: #e7f5ff; }
        #matches p { margin: 6px 8px; }
        main { flex: 1; display: grid; grid-template-columns: 280px 1fr 380px; min-height: 0; }
        #side { display: flex; flex-direction: column; border-right: 1px solid #dee2e6; background: #fff; min-height: 0; }
        #tabs { display: flex; gap: 4px; padding: 6px; border-bottom: 1px solid #dee2e6; }
        #tabs button.on { background: #e7f5ff; border-color: #74c0fc; }
        #list { flex: 1; overflow: auto; position: relative; }
        #rows { position: relative; }
        .row { position: absolute; left: 0; right: 0; height: 26px; display: flex; align-items: center; gap: 6px; padding: 0 8px;
          cursor: pointer; white-space: nowrap; }
        .row:hover { background: #f1f3f5; }
        .row.on { background: #e7f5ff; }
        .row .label { overflow: hidden; text-overflow: ellipsis; flex: 1; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
        .row .count { color: #495057; font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; max-width: 45%; }
        .tag { width: 8px; height: 8px; border-radius: 2px; flex: none; background: #adb5bd; }
        .s-state, .s-focusState, .s-gestureState { background: #f08c00; }
        .s-model, .s-appStorage, .s-sceneStorage, .s-query { background: #1c7ed6; }
        .s-environment { background: #2f9e44; }
        .sev-error { background: #e03131; }
        .sev-warning { background: #f59f00; }
        .empty { margin: 10px; color: #6c757d; }
        #canvas { position: relative; min-width: 0; min-height: 0; }
        #graph { width: 100%; height: 100%; display: block; cursor: grab; user-select: none; touch-action: none; }
        #graph:active { cursor: grabbing; }
        #arrow path { fill: #868e96; }
        #tools { position: absolute; top: 8px; right: 8px; display: flex; gap: 4px; }
        #legend { position: absolute; left: 8px; right: 8px; bottom: 6px; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center;
          font-size: 11px; background: rgba(255,255,255,.9); padding: 4px 6px; border-radius: 4px; }
        #legend .edges { display: inline-flex; align-items: center; gap: 4px; }
        #panel { overflow: auto; padding: 12px 14px; background: #fff; border-left: 1px solid #dee2e6; min-height: 0; }
        #panel ul { margin: 0; padding-left: 18px; }
        #panel li, #panel p { margin: 2px 0; overflow-wrap: anywhere; }
        #panel p { margin: 6px 0; }
        .v rect { fill: #fff; stroke: #868e96; stroke-width: 1.2; }
        .v.k-app rect, .v.k-scene rect { stroke: #343a40; stroke-width: 2; }
        .v.k-modifier rect, .v.k-style rect, .v.k-toolbar rect, .v.k-commands rect { stroke-dasharray: 4 2; }
        .v .flag { fill: #f59f00; stroke: #fff; stroke-width: 1; }
        .v.sel rect { stroke: #1864ab; stroke-width: 3; }
        .v.match rect { fill: #fff3bf; }
        .v.dim { opacity: .35; }
        .v text { font: 12px ui-monospace, Menlo, Consolas, monospace; fill: #212529; pointer-events: none; }
        .v text.state { fill: #6c757d; font-size: 11px; }
        .v text.badge { text-anchor: end; font-size: 11px; font-weight: 600; paint-order: stroke; stroke: #f8f9fa; stroke-width: 3px; }
        .v text.more { text-anchor: middle; fill: #495057; }
        .v { cursor: pointer; }
        .e { fill: none; stroke: #adb5bd; stroke-width: 1.3; marker-end: url(#arrow); }
        .e.k-branch, .e.k-case { stroke-dasharray: 6 4; }
        .e.k-row { stroke-width: 3; stroke: #868e96; }
        .e.k-id { stroke-dasharray: 2 3 8 3; }
        .e.k-sheet { stroke: #7048e8; stroke-dasharray: 2 4; }
        .e.k-navigationDestination, .e.k-navigationLink { stroke: #1098ad; stroke-dasharray: 2 4; }
        .e.k-tab { stroke: #495057; stroke-width: 2; stroke-dasharray: 10 2 2 2; }
        .e.k-alert { stroke: #e03131; stroke-dasharray: 1 4; }
        .e.cycle { stroke: #e03131; stroke-dasharray: 3 3; }
        .e.hot { stroke: #d6336c; stroke-width: 2.6; }
        .e.dim { opacity: .3; }
        .pill { display: inline-block; padding: 0 6px; border-radius: 9px; border: 1px solid; font-size: 11px; }
        .c-local rect, .pill.c-local { fill: #ffe8cc; background: #ffe8cc; stroke: #e8590c; border-color: #e8590c; }
        .c-parent rect, .pill.c-parent { fill: #ffdeeb; background: #ffdeeb; stroke: #d6336c; border-color: #d6336c; }
        .c-observed rect, .pill.c-observed { fill: #d0ebff; background: #d0ebff; stroke: #1c7ed6; border-color: #1c7ed6; }
        .c-environment rect, .pill.c-environment { fill: #d3f9d8; background: #d3f9d8; stroke: #2f9e44; border-color: #2f9e44; }
        .c-off-rule rect, .pill.c-off-rule { fill: #ffe3e3; background: #ffe3e3; stroke: #c92a2a; border-color: #c92a2a; stroke-dasharray: 4 2; }
        .c-out-of-scope rect, .pill.c-out-of-scope { fill: #f1f3f5; background: #f1f3f5; stroke: #868e96; border-color: #868e96; stroke-dasharray: 4 2; }
        .v[data-cause] rect { stroke-width: 2.2; }
        .recomputed { list-style: none; padding-left: 0 !important; }
        .rv { padding: 3px 0 3px 6px; border-left: 4px solid; }
        .rv.c-local { border-color: #e8590c; } .rv.c-parent { border-color: #d6336c; } .rv.c-observed { border-color: #1c7ed6; }
        .rv.c-environment { border-color: #2f9e44; } .rv.c-off-rule { border-color: #c92a2a; } .rv.c-out-of-scope { border-color: #868e96; }
        .rv .cause { font-size: 11px; color: #495057; }
        .path { font-size: 11px; color: #6c757d; }
        .why { font-size: 11px; color: #495057; }
        .kind { font-size: 11px; padding: 0 4px; border-radius: 3px; background: #f1f3f5; }
        .finding { border-left: 4px solid #f59f00; padding: 2px 0 2px 8px; margin: 8px 0; }
        .finding.sev-error { border-color: #e03131; background: none; }
        .finding.sev-warning { background: none; }
        .finding p { margin: 4px 0; }
        .fix { color: #2b8a3e; }
        pre { margin: 4px 0; padding: 4px 6px; background: #f1f3f5; border-radius: 3px; overflow-x: auto; font: 11px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        .source .ln { color: #adb5bd; display: inline-block; min-width: 3em; }

        """#
}
