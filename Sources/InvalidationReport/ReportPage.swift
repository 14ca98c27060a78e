import Invalidation

/// The report's page: one HTML file with its style, its script and its data inside, so
/// that it opens from disk with nothing fetched (no address, no external script, style,
/// font or image).
package enum ReportPage {
    /// Writes the page for `data` to `out`.
    package static func write<Out: ByteOutput>(_ data: ReportData, to out: inout Out) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        out.append("<title>Invalidation report: \(escaped(data.title))</title>\n<style>\n")
        out.append(style)
        out.append("</style>\n</head>\n<body>\n")
        out.append(markup)
        out.append("<script type=\"application/json\" id=\"data\">")
        data.writeJSON(to: &out)
        out.append("</script>\n<script>\n")
        out.append(script)
        out.append("</script>\n</body>\n</html>\n")
    }

    /// `text` with the characters HTML gives a meaning escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The page's fixed markup: header with search, the side list, the drawing with its
    /// legend, and the panel. The script fills them.
    static let markup = #"""
        <header>
          <h1>Invalidation report: <span id="title"></span></h1>
          <span id="summary" class="muted"></span>
          <div id="find"><input id="search" type="search" placeholder="Search views and keys" autocomplete="off"><div id="matches" hidden></div></div>
        </header>
        <main>
          <nav id="side">
            <div id="tabs"><button data-tab="keys" class="on">Keys by cost</button><button data-tab="findings">Findings</button><button data-tab="timeline">Timeline</button></div>
            <div id="list"><div id="rows"></div></div>
          </nav>
          <section id="canvas">
            <svg id="graph"><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs><g id="scene"></g></svg>
            <div id="tools"><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">−</button><button id="fit" title="Show the whole graph">Fit</button></div>
            <div id="legend">
              <span class="pill c-local">local</span><span class="pill c-parent">parent</span><span class="pill c-observed">observed</span><span class="pill c-environment">environment</span><span class="pill c-off-rule">off-rule</span><span class="pill c-out-of-scope">out-of-scope</span>
              <span class="edges"><svg width="28" height="8"><path class="e k-position" d="M0,4 H28"/></svg>position <svg width="28" height="8"><path class="e k-branch" d="M0,4 H28"/></svg>branch <svg width="28" height="8"><path class="e k-row" d="M0,4 H28"/></svg>row <svg width="28" height="8"><path class="e k-id" d="M0,4 H28"/></svg>id <svg width="28" height="8"><path class="e k-sheet" d="M0,4 H28"/></svg>sheet <svg width="28" height="8"><path class="e k-navigationDestination" d="M0,4 H28"/></svg>navigation <svg width="28" height="8"><path class="e k-tab" d="M0,4 H28"/></svg>tab <svg width="28" height="8"><path class="e k-alert" d="M0,4 H28"/></svg>alert</span>
              <span class="muted"><svg width="10" height="10" class="v"><circle class="flag" cx="5" cy="5" r="4"/></svg> lint findings · Drag to pan, scroll to zoom, click a view for its panel, double-click it to collapse what it creates.</span>
            </div>
          </section>
          <aside id="panel"></aside>
        </main>

        """#
}
