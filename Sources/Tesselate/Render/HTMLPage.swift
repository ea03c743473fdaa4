import Foundation

extension ViewHost {
    /// A self-contained HTML page to explore the layout (no network, no external scripts): the
    /// picture (the PNG of ``png(scale:)`` at 2 pixels a point, embedded) beside the view tree.
    /// Hovering or clicking a row of the tree outlines the view's frame on the picture and shows
    /// its parameters, the proposals it answered (the one it was placed with marked) and its
    /// diagnostics; clicking the picture selects the topmost view there; a slider switches
    /// between layouts precomputed at `widths` (the window's width and iPhone widths, 320, 375,
    /// 393 and 430, by default). The address's fragment can open a layout with a view selected:
    /// `page.html#layout=1&view=5`.
    public func html(widths: [CGFloat]? = nil) -> String {
        let original = size
        var chosen = widths ?? [320, 375, 393, 430, original.width]
        chosen = Array(Set(chosen.filter { $0.isFinite && $0 > 0 })).sorted()
        if chosen.isEmpty { chosen = [original.width] }
        var layouts: [[String: Any]] = []
        for width in chosen {
            size = CGSize(width: width, height: original.height)
            layouts.append([
                "width": Double(width), "height": Double(original.height), "png": png(scale: 2).base64EncodedString(),
                "nodes": layoutSnapshot.explorerNodes(),
            ])
        }
        size = original
        let start = chosen.firstIndex(of: original.width) ?? 0
        return HTMLPage.document(layouts: layouts, start: start)
    }
}

extension LayoutSnapshot {
    /// Every view of the snapshot in pre-order, as the explorer page shows it.
    func explorerNodes() -> [[String: Any]] {
        let order = preorder()
        var index: [Int: Int] = [:]
        for (position, node) in order.enumerated() { index[node] = position }
        var depths: [Int: Int] = [:]
        // Paths built from the parent's (its first and last steps), not walked up from every
        // node: linear in the views for a long list or a deep chain.
        var paths: [Int: (count: Int, first: [String], last: [String])] = [:]
        var positions: [Int: Int] = [:]
        for node in order {
            let children = self.children(of: node)
            if children.count > 1 { for (position, child) in children.enumerated() { positions[child] = position } }
        }
        let diagnosticsByNode = Dictionary(grouping: diagnostics.filter { $0.node != nil }, by: { $0.node! })
        return order.map { node in
            let depth = parent(of: node).map { (depths[$0] ?? 0) + 1 } ?? 0
            depths[node] = depth
            let step = tree.pathStep(node, position: positions[node])
            var path = parent(of: node).flatMap { paths[$0] } ?? (0, [], [])
            if path.first.count < 6 { path.first.append(step) } else { path.last = Array((path.last + [step]).suffix(10)) }
            path.count += 1
            paths[node] = path
            var object: [String: Any] = [
                "line": describe(node, [.attributes, .userTypes]),
                "depth": depth,
                "parent": parent(of: node).flatMap { index[$0] } ?? -1,
                "path": ResolvedTree.joinedPath(count: path.count, first: path.first, last: path.last),
            ]
            if let frame = frame(of: node) {
                object["frame"] = [frame.minX, frame.minY, frame.width, frame.height].map { Double(formatNumber($0)) ?? 0 }
            }
            let placed = placedProposal(of: node)
            object["answers"] = answers(of: node).map { entry in
                "\(entry.proposal) → \(formatNumber(entry.size.width))×\(formatNumber(entry.size.height))"
                    + (entry.proposal == placed ? "  (placed)" : "")
            }
            let id = self.id(of: node)
            object["diagnostics"] = (diagnosticsByNode[id] ?? []).map { "\($0.severity.rawValue): \($0.message)" }
            return object
        }
    }
}

/// The explorer page's HTML, style and script.
enum HTMLPage {
    static func document(layouts: [[String: Any]], start: Int) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: ["layouts": layouts, "start": start], options: [.sortedKeys, .withoutEscapingSlashes]))
            .flatMap { String(data: $0, encoding: .utf8) } ?? "{\"layouts\":[],\"start\":0}"
        // A JSON string inside <script> must not close the element.
        let embedded = data.replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Tesselate layout</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><strong>Tesselate layout</strong>
            <label>window width <input id="width" type="range" min="0" step="1"> <span id="widthLabel"></span></label></header>
            <main>
            <section id="picture"><div id="canvas"></div><div id="outline"></div></section>
            <section id="tree"></section>
            <section id="details"><p>Hover or click a view in the tree or the picture.</p></section>
            </main>
            <script id="data" type="application/json">\(embedded)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    static let style = """
        body { font: 13px -apple-system, 'Helvetica Neue', Arial, sans-serif; margin: 0; color: #222; }
        header { padding: 8px 12px; border-bottom: 1px solid #ddd; display: flex; gap: 24px; align-items: center; }
        main { display: grid; grid-template-columns: auto 1fr 320px; gap: 12px; padding: 12px; align-items: start; }
        #picture { position: relative; border: 1px solid #ccc; line-height: 0; }
        #outline { position: absolute; border: 2px solid #e0245e; background: rgba(224,36,94,0.08); pointer-events: none; display: none; }
        #tree { font-family: Menlo, 'DejaVu Sans Mono', monospace; font-size: 12px; white-space: pre; overflow: auto; max-height: 90vh; }
        .row { cursor: pointer; padding: 1px 4px; }
        .row:hover, .row.selected { background: #fde7ef; }
        .row.unplaced { color: #999; }
        .row.problem { color: #b00020; }
        #details { font-family: Menlo, 'DejaVu Sans Mono', monospace; font-size: 12px; white-space: pre-wrap; }
        #details h3 { font-family: -apple-system, 'Helvetica Neue', Arial, sans-serif; font-size: 13px; margin: 12px 0 4px; }
        """

    static let script = """
        const data = JSON.parse(document.getElementById('data').textContent);
        const slider = document.getElementById('width'), widthLabel = document.getElementById('widthLabel');
        const canvas = document.getElementById('canvas'), outline = document.getElementById('outline');
        const tree = document.getElementById('tree'), details = document.getElementById('details');
        let layout = null, selected = -1;
        slider.max = data.layouts.length - 1;
        slider.value = data.start;
        function show(index) {
          layout = data.layouts[index];
          widthLabel.textContent = layout.width + ' × ' + layout.height + ' pt';
          canvas.innerHTML = '<img alt="the window" width="' + layout.width + '" height="' + layout.height +
            '" src="data:image/png;base64,' + layout.png + '">';
          tree.innerHTML = '';
          layout.nodes.forEach((node, i) => {
            const row = document.createElement('div');
            row.className = 'row' + (node.frame ? '' : ' unplaced') + (node.diagnostics.length ? ' problem' : '');
            row.textContent = '  '.repeat(node.depth) + node.line;
            row.dataset.index = i;
            row.onmouseenter = () => highlight(i);
            row.onclick = () => select(i);
            tree.appendChild(row);
          });
          if (selected >= layout.nodes.length) selected = -1;
          if (selected >= 0) select(selected); else outline.style.display = 'none';
        }
        function highlight(i) {
          const node = layout.nodes[i];
          if (!node.frame) { outline.style.display = 'none'; return; }
          const [x, y, w, h] = node.frame;
          Object.assign(outline.style, { display: 'block', left: x + 'px', top: y + 'px', width: w + 'px', height: h + 'px' });
          describe(node);
        }
        function select(i) {
          selected = i;
          tree.querySelectorAll('.row').forEach(row => row.classList.toggle('selected', Number(row.dataset.index) === i));
          highlight(i);
        }
        function describe(node) {
          const section = (title, lines) => lines.length ? '<h3>' + title + '</h3>' + lines.map(escape).join('\\n') : '';
          details.innerHTML = '<h3>' + escape(node.path) + '</h3>' + escape(node.line) +
            section('Frame', node.frame ? ['(' + node.frame.join(', ') + ')'] : ['not placed']) +
            section('Proposals answered', node.answers) + section('Diagnostics', node.diagnostics);
        }
        function escape(text) { return text.replace(/[&<>]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c])); }
        canvas.addEventListener('click', event => {
          const box = canvas.getBoundingClientRect(), x = event.clientX - box.left, y = event.clientY - box.top;
          let hit = -1;
          layout.nodes.forEach((node, i) => {
            if (node.frame && x >= node.frame[0] && y >= node.frame[1] && x <= node.frame[0] + node.frame[2] && y <= node.frame[1] + node.frame[3]) hit = i;
          });
          if (hit >= 0) { select(hit); tree.children[hit].scrollIntoView({ block: 'nearest' }); }
        });
        tree.addEventListener('mouseleave', () => { if (selected >= 0) highlight(selected); else outline.style.display = 'none'; });
        slider.addEventListener('input', () => show(Number(slider.value)));
        // `#layout=1&view=5` opens a layout with a view selected (for scripts and links).
        const query = new URLSearchParams(location.hash.slice(1));
        const first = Number(query.get('layout') ?? data.start);
        slider.value = first;
        show(first);
        if (query.has('view')) select(Number(query.get('view')));
        """
}
