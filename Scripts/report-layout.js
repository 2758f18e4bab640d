// Measures the report in the iframe as laid out at the iframe's width: the page must not
// scroll sideways, and no text drawn in an SVG may be smaller than 11 CSS px.
function measure(frame) {
  const doc = frame.contentDocument, win = frame.contentWindow;
  const out = [];
  const de = doc.documentElement;
  if (de.scrollWidth > win.innerWidth) out.push('horizontal overflow: the page is ' + de.scrollWidth + ' px wide at ' + win.innerWidth + ' px');
  let shown = 0;
  for (const t of doc.querySelectorAll('svg text')) {
    const r = t.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    shown++;
    const svg = t.ownerSVGElement, box = svg.viewBox.baseVal;
    const scale = box && box.width ? svg.getBoundingClientRect().width / box.width : 1;
    const size = parseFloat(win.getComputedStyle(t).fontSize) * scale;
    if (size < 10.995) out.push('text "' + t.textContent + '" in section ' + (svg.closest('section') || {id: '?'}).id + ' is ' + size.toFixed(1) + ' px');
  }
  const p = document.createElement('pre');
  p.id = 'layout-check';
  p.textContent = 'at ' + win.innerWidth + ' px: ' + shown + ' SVG texts shown\n' + (out.length ? out.join('\n') : 'ok');
  document.body.appendChild(p);
}
