// parse5 is the WHATWG HTML parser jsdom (the sanitiser's DOM) is built on: markup is parsed the
// way a browser parses it, so markup that changes meaning on a second parse (mXSS) is caught too.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * The XSS corpus of the server's tests: the classic vectors (OWASP XSS filter evasion cheat
 * sheet, PortSwigger's XSS cheat sheet, DOMPurify's mXSS reports), and `executableIn`, what in a
 * piece of HTML could run once a browser parses it. Used by the sanitiser's test
 * (modules/content/sanitize-html.test.ts) and the stored-field test (fuzz/stored-xss.test.ts).
 */
type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const XSS_CORPUS: string[] = [
  // script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\x00>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<script/xss src="https://evil.example/x.js"></script>',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)></select>',
  '<textarea autofocus onfocus=alert(1)></textarea>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p ONCLICK=alert(1)>x</p>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  // javascript:, vbscript: and data: URLs, plain and encoded
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="javascript:alert(1) 1x">',
  '<img dynsrc="javascript:alert(1)" lowsrc="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  // frames, objects, srcdoc
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>',
  '<embed src="javascript:alert(1)">',
  '<applet code="Evil.class"></applet>',
  '<frameset onload=alert(1)><frame src="javascript:alert(1)"></frameset>',
  // svg and math tricks
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x"></use></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  // style expressions and imports
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style><img src="</style><img src=x onerror=alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // forms and form actions
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form id="f"></form><button form="f" formaction="javascript:alert(1)">x</button>',
  '<isindex action="javascript:alert(1)" type="image">',
  // meta refresh, base, templates and parser confusion
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><script>alert(1)</script></template>',
  // after other markup DOMPurify keeps the template element itself (found through a stored field)
  '<p>ok</p><template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'<img src=x onerror=alert(1)>",
];

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
  'ping',
  'to',
  'from',
  'values',
]);
const EXECUTABLE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'svg',
  'math',
  'template',
  'noscript',
  'isindex',
  'foreignobject',
]);

function elementsOf(node: Node): Element[] {
  const out: Element[] = [];
  const visit = (n: Node) => {
    if ('tagName' in n) out.push(n);
    if ('childNodes' in n) n.childNodes.forEach(visit);
    if ('content' in n && n.content) n.content.childNodes.forEach(visit);
  };
  visit(node);
  return out;
}

/**
 * What in the HTML, parsed as a browser parses it, could run. `allow` names tags that are
 * expected (an SVG image's own `<svg>`).
 */
export function executableIn(html: string, allow: readonly string[] = []): string[] {
  const problems: string[] = [];
  const body = elementsOf(parse(`<!doctype html><html><body>${html}</body></html>`)).filter(
    (e) => !['html', 'head', 'body'].includes(e.tagName),
  );
  for (const element of body) {
    if (EXECUTABLE_TAGS.has(element.tagName) && !allow.includes(element.tagName))
      problems.push(`<${element.tagName}>`);
    for (const attr of element.attrs) {
      const name = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
      if (name.startsWith('on')) problems.push(`${element.tagName} ${name}`);
      if (['style', 'srcdoc', 'formaction', 'action'].includes(name)) {
        problems.push(`${element.tagName} ${name}`);
      }
      if (!URL_ATTRIBUTES.has(name)) continue;
      // Browsers drop ASCII whitespace and control characters inside a URL's scheme.
      // eslint-disable-next-line no-control-regex
      const url = attr.value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      if (/^(javascript|vbscript|livescript):/.test(url) || /(^|,)javascript:/.test(url)) {
        problems.push(`${element.tagName} ${name}=${attr.value}`);
      }
      const image = element.tagName === 'img' && name === 'src';
      if (
        url.startsWith('data:') &&
        !(image && /^data:image\/(png|gif|jpeg|webp|avif)[;,]/.test(url))
      ) {
        problems.push(`${element.tagName} ${name}=${attr.value}`);
      }
    }
  }
  if (/<script/i.test(html)) problems.push('the text <script');
  return problems;
}
