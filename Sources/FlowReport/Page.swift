/// The page around the sections: a strict Content-Security-Policy (nothing can be loaded),
/// inline CSS with light and dark colours, a phone-width layout and a print stylesheet.
enum Page {
    static let policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    static func document(title: String, subtitle: HTML, note: String? = nil, sections: [HTML]) -> String {
        let note = note.map { HTML.p("range", .text($0)).markup } ?? ""
        return
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title))</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            <header><h1>Recovery report</h1><p class="caption">\(subtitle.markup)</p>\(note)</header>
            <main>
            \(sections.map(\.markup).joined())
            </main>
            <footer><p class="caption">Made offline by flow from your own records; these are measured facts and scores, never a diagnosis.</p></footer>
            </body>
            </html>

            """
    }

    static let css = """
        :root { --fg: #1d2125; --muted: #5f6b76; --bg: #ffffff; --panel: #f4f6f8; --line: #2f6fdb; --trend: #d2562b; --grid: #d9dee3;
                --up: #2e9d5b; --down: #c8453b; --level: #7b8794; --have: #5b8def;
                --t1: #d8f0df; --t2: #e7f4d6; --t3: #fbf1cf; --t4: #fbe1cf; --t5: #f7d3d0; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6e8ea; --muted: #9aa5b0; --bg: #15181b; --panel: #1f2428; --line: #6fa1ff; --trend: #ff8a5c; --grid: #343b42;
                  --up: #54c283; --down: #ef6b61; --level: #8f9aa5; --have: #6f9cff;
                  --t1: #1f3a29; --t2: #2b3a1f; --t3: #3d3720; --t4: #40301f; --t5: #42241f; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
        header, main, footer { max-width: 980px; margin: 0 auto; padding: 12px 16px; }
        h1 { font-size: 1.5em; margin: 8px 0 0; } h2 { font-size: 1.2em; margin: 0 0 2px; } h3 { font-size: 1em; margin: 10px 0 4px; }
        section { background: var(--panel); border-radius: 10px; padding: 12px 14px; margin: 0 0 14px; break-inside: avoid; }
        .caption { color: var(--muted); margin: 0 0 8px; font-size: 0.9em; }
        .range { font-weight: 600; margin: 0 0 4px; }
        .note, .empty { color: var(--muted); font-size: 0.9em; } .warning { font-weight: 600; color: var(--down); }
        .headline .big { font-size: 2.6em; font-weight: 700; } .headline .state { font-size: 1.3em; font-weight: 600; margin: 0 6px; }
        .phase { color: var(--muted); }
        .cards { list-style: none; padding: 0; margin: 8px 0; }
        .cards li { border-left: 4px solid var(--trend); background: var(--bg); border-radius: 4px; padding: 6px 10px; margin: 0 0 6px; }
        details.past { margin: 8px 0; } details.past summary { cursor: pointer; color: var(--muted); }
        ul.past { list-style: none; padding: 0; margin: 6px 0; } ul.past > li { margin: 6px 0; }
        svg.chart { width: 100%; height: auto; display: block; overflow: visible; }
        .figure svg.narrow { display: none; }
        svg.scatter { max-width: 340px; } svg.garden.wide { max-width: 600px; } svg.small { max-width: 460px; }
        .chart text { font-size: 12px; fill: var(--muted); } .chart text.value, .chart text.axis.title { fill: var(--fg); }
        .chart .tick { stroke: var(--muted); stroke-width: 1; }
        .chart .key { stroke-width: 2.5; } .chart .key.series { stroke: var(--line); } .chart .key.trend { stroke: var(--trend); }
        .chart .key.actual { stroke: var(--level); }
        .chart .grid { stroke: var(--grid); stroke-width: 0.6; } .chart .ground { stroke: var(--muted); stroke-width: 1; }
        .chart path.series { fill: none; stroke: var(--line); stroke-width: 1.4; } .chart path.trend { fill: none; stroke: var(--trend); stroke-width: 1.8; }
        .chart path.actual { fill: none; stroke: var(--level); stroke-width: 1.2; }
        .chart circle.dot.series { fill: var(--line); } .chart circle.dot.trend { fill: var(--trend); } .chart circle.dot.actual { fill: var(--level); }
        .chart .marker { fill: none; stroke: var(--trend); stroke-width: 1; }
        .chart .bar.up { fill: var(--up); } .chart .bar.down { fill: var(--down); } .chart .bar.level { fill: var(--level); }
        .chart .have { fill: var(--have); } .chart .window { fill: var(--grid); opacity: 0.5; }
        .chart .interval { stroke-width: 4; stroke-linecap: round; } .chart .interval.beats { stroke: var(--up); }
        .chart .interval.worse { stroke: var(--down); } .chart .interval.unclear { stroke: var(--grid); }
        .chart circle.skill { fill: var(--fg); }
        .chart .stem { stroke: var(--up); stroke-width: 3; fill: none; } .chart .leaf { fill: var(--up); } .chart .bloom { fill: var(--trend); }
        .chart .bloom.orchid { fill: #b05cd6; } .chart .seed { fill: var(--muted); }
        .tier-excellent, .tier-rest { fill: var(--t1); } .tier-good, .tier-light { fill: var(--t2); } .tier-fair, .tier-moderate { fill: var(--t3); }
        .tier-low, .tier-high { fill: var(--t4); } .tier-verylow, .tier-allout { fill: var(--t5); }
        .views { display: grid; grid-template-columns: repeat(auto-fit, minmax(270px, 1fr)); gap: 12px; }
        figure { margin: 0; } figcaption { font-size: 0.85em; color: var(--muted); }
        .unit { color: var(--muted); font-weight: normal; font-size: 0.85em; }
        .scroll { overflow-x: auto; max-width: 100%; } table { border-collapse: collapse; font-size: 0.9em; margin: 6px 0; } td, th { padding: 2px 8px; text-align: left; border-bottom: 1px solid var(--grid); }
        ul { margin: 4px 0; padding-left: 20px; }
        p, li, figcaption { overflow-wrap: anywhere; }
        @media (max-width: 760px) { .figure svg.wide { display: none; } .figure svg.narrow { display: block; } }
        @media (max-width: 520px) { body { font-size: 14px; } .headline .big { font-size: 2.1em; }
          header, main, footer { padding: 8px; } section { padding: 10px; } }
        @media print {
          @page { size: A4; margin: 14mm; }
          .figure svg.wide { display: block; } .figure svg.narrow { display: none; }
          body { background: #fff; color: #000; font-size: 11px; }
          section { background: none; border: 1px solid #ccc; page-break-inside: avoid; }
          header, main, footer { max-width: none; padding: 0; }
        }
        """
}
