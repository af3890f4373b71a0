// Markup payloads for the tests of widget options that could reach HTML (issue 28): one rich text per
// family of the usual XSS cheat sheet, with a pattern for what must not survive of it anywhere (stored
// document, DOM), and the payload the generated browser test stores in every plain text field.

/** One payload per family of the usual XSS cheat sheet, with what must not survive of it. */
export const RICH_TEXT_PAYLOADS: [family: string, html: string, survivor: RegExp][] = [
  ['event handler on an image', '<img src=x onerror="alert(1)">', /onerror/i],
  [
    'event handler on any element',
    '<p onmouseover=alert(1) onclick="alert(2)">hi</p>',
    /onmouseover|onclick/i,
  ],
  ['script element', '<script>alert(1)</script><p>t</p>', /<script/i],
  ['javascript: link', '<a href="javascript:alert(1)">go</a>', /javascript:/i],
  ['javascript: link, encoded', '<a href="&#106;avascript&#58;alert(1)">go</a>', /javascript|&#106;/i],
  ['javascript: link, mixed case and spaces', '<a href=" JaVaScRiPt:alert(1)">go</a>', /javascript/i],
  ['SVG onload', '<svg onload=alert(1)><circle r=5 /></svg>', /<svg|onload/i],
  [
    'SVG animate',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>',
    /animate|javascript/i,
  ],
  ['SVG set', '<svg><set attributeName=onmouseover to=alert(1) /></svg>', /<set|onmouseover/i],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', /srcdoc|<iframe|<script/i],
  ['srcdoc on another element', '<p srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">x</p>', /srcdoc/i],
  ['base', '<base href="javascript:alert(1)//"><a href="/x">x</a>', /<base|javascript/i],
  [
    'meta refresh',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    /<meta|http-equiv|javascript/i,
  ],
  ['CSS expression', '<p style="width: expression(alert(1))">x</p>', /expression/i],
  ['CSS expression, escaped', '<p style="width: ex\\pression(alert(1))">x</p>', /pression/i],
  ['CSS url(javascript:)', '<p style="background: url(javascript:alert(1))">x</p>', /javascript|url\(/i],
  ['style element', '<style>@import "javascript:alert(1)";</style><p>x</p>', /<style|@import|javascript/i],
  [
    'form action',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    /<form|<button|javascript/i,
  ],
  ['object data', '<object data="javascript:alert(1)"></object>', /<object|javascript/i],
  ['embed src', '<embed src="javascript:alert(1)">', /<embed|javascript/i],
]

/** Stored in every string field a view renders: any element or attribute marked `data-xss` is a hole. */
export const FIELD_PAYLOAD = '"><img src=x data-xss=1 onerror="window.__xss=1"><svg data-xss=1></svg>'
