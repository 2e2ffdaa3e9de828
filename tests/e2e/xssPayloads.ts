// Hostile strings for the XSS suite, generated from families. Each payload that manages to run calls
// `__xss(<id>)`, which the suite records; a payload that is blocked by the page's Content-Security-Policy shows up
// as a violation instead. Ids are small integers, so a payload's number is readable in a report.

/** One hostile string and the family it comes from. */
export interface XssPayload {
  readonly id: number;
  readonly family: 'tag' | 'handler' | 'url' | 'svg' | 'css' | 'unicode' | 'long';
  readonly text: string;
}

type Template = (call: string, id: number) => string;

const TAGS: readonly Template[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<img src="x" onerror="${c}">`,
  (c) => `<iframe srcdoc="<script>top.${c}</script>"></iframe>`,
  (c) => `<iframe src="javascript:top.${c}"></iframe>`,
  (c) => `<body onload=${c}>`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<audio src=x onerror=${c}>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<select autofocus onfocus=${c}>`,
  (c) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c) => `<object data="javascript:top.${c}"></object>`,
  (c) => `<embed src="javascript:top.${c}">`,
  (c) => `<marquee onstart=${c}>x</marquee>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `<template><script>${c}</script></template>`,
  (c) => `"><script>${c}</script>`,
  (c) => `'><img src=x onerror=${c}>`,
  (c) => `</title><script>${c}</script>`,
  (c) => `</textarea><script>${c}</script>`,
  (c) => `<a href="javascript:${c}">link</a>`,
  (c) => `<form action="javascript:${c}"><button>go</button></form>`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c) => `<base href="javascript:${c}//">`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<ScRiPt>${c}</sCrIpT>`,
  (c) => `<script src="data:text/javascript,${c}"></script>`,
  (c) => `{{constructor.constructor('${c}')()}}`,
  (c) => `\${${c}}`,
  (c) => `<img src=x:x onerror=eval(atob('${btoa(c)}'))>`,
];

const HANDLERS: readonly Template[] = [
  (c) => `" onmouseover="${c}" x="`,
  (c) => `' onfocus='${c}' autofocus='`,
  (c) => `x" onerror="${c}`,
  (c) => `" autofocus onfocus="${c}`,
  (c) => `"onload="${c}`,
  (c) => `" onanimationstart="${c}" style="animation-name:x`,
  (c) => `" onpointerenter="${c}`,
  (c) => `\` onclick=\`${c}`,
  (c) => `" onbegin="${c}`,
  (c) => `x onerror=${c} `,
  (c) => `"/><img src=x onerror="${c}"/>`,
  (c) => `' ><svg onload=${c}>`,
  (c) => `" src="x" onerror="${c}`,
  (c) => `" formaction="javascript:${c}`,
  (c) => `"><body onpageshow=${c}>`,
  (c) => `" ontransitionend="${c}`,
];

const URLS: readonly Template[] = [
  (c) => `javascript:${c}`,
  (c) => `JaVaScRiPt:${c}`,
  (c) => ` javascript:${c}`,
  (c) => `java\tscript:${c}`,
  (c) => `java\nscript:${c}`,
  (c) => `\u0000javascript:${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `jav&#x09;ascript:${c}`,
  (c) => `javascript://%0a${c}`,
  (c) => `javascript:/*--></title></style></textarea></script><svg/onload=${c}>`,
  (c) => `data:text/html,<script>top.${c}</script>`,
  (c) => `data:text/html;base64,${btoa(`<script>top.${c}</script>`)}`,
  (c) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="top.${c}"/>`,
  (c) => `data:application/javascript,${c}`,
  (c) => `vbscript:msgbox(${JSON.stringify(c)})`,
  (_c, id) => `http://attacker.invalid/${id}`,
  (_c, id) => `//attacker.invalid/${id}`,
  (_c, id) => `file:///etc/passwd#${id}`,
  (_c, id) => `blob:http://attacker.invalid/${id}`,
  (_c, id) => `about:blank#${id}`,
  (_c, id) => `ftp://attacker.invalid/${id}`,
  (c) => `https://attacker.invalid/"onmouseover="${c}`,
  (c) => `https://attacker.invalid/#<script>${c}</script>`,
  (c) => `intent://x#Intent;scheme=javascript:${c};end`,
  // Links a wallet may well be opened with, carrying hostile parts the link must keep inert.
  (c) => `https://wallet.invalid/app?next=<script>${c}</script>`,
  (_c, id) => `hostilewallet://open/${id}`,
  (c) => `hostilewallet:${c}`,
];

const SVG: readonly Template[] = [
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg onload=${c}>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text y="20">x</text></a></svg>`,
  (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>`,
  (c) => `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${c}'/></svg>#x"/></svg>`,
  (c) => `<svg><set attributeName=onmouseover to=${c}>`,
  (c) => `<svg><image href=x onerror=${c}>`,
  (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  (c) => `<svg><title><![CDATA[</title><script>${c}</script>]]></title></svg>`,
  (c) => `<svg><discard onbegin=${c}>`,
  (c) => `<svg xmlns="http://www.w3.org/2000/svg"><script href="data:,${c}"/></svg>`,
];

const CSS: readonly Template[] = [
  (c) => `<style>@import 'javascript:${c}';</style>`,
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `width:expression(${c})`,
  (c) => `red;background-image:url("javascript:${c}")`,
  (c) => `</style><script>${c}</script>`,
  (c) => `<link rel=stylesheet href="data:text/css,*{background:url(javascript:${c})}">`,
  (c) => `red;}</style><img src=x onerror=${c}>`,
  (c) => `<style>*{behavior:url(javascript:${c})}</style>`,
  (c) => `<div style="x:expression(${c})">x</div>`,
  (c) => `url(data:image/svg+xml,<svg onload=${c}>)`,
  (_c, id) => `<style>body{background:url(http://attacker.invalid/${id})}</style>`,
  (c) => `<p style="animation-name:x" onanimationstart="${c}">x</p>`,
];

const UNICODE: readonly Template[] = [
  (c) => `\ud800<script>${c}</script>`,
  (c) => `<img src=x onerror=${c}>\udfff`,
  (_c, id) => `\ud800\ud800 lone high ${id}`,
  (_c, id) => `\udc00 lone low ${id} \udfff`,
  (_c, id) => `\u202egnp.exe wallet ${id}`,
  (c) => `\u202e<img src=x onerror=${c}>`,
  (_c, id) => `\u2066\u2067\u2068 isolates ${id}\u2069`,
  (c) => `java\u200bscript:${c}`,
  (_c, id) => `Wal\u200d\u200cl\ufeffet ${id}`,
  (c) => `\uff1cscript\uff1e${c}\uff1c/script\uff1e`,
  (c) => `\u003cimg src=x onerror=${c}\u003e`,
  (c) => `%3Cscript%3E${c}%3C/script%3E`,
  (c) => `&lt;script&gt;${c}&lt;/script&gt;`,
  (_c, id) => `M\u0336\u0335\u0334e\u0338t\u0337a ${id} ${'\u0301'.repeat(200)}`,
  (_c, id) => `\u0000null\u0000 ${id}`,
  (_c, id) => `\u{1F47E}\u{E0041}\u{E0042} tags ${id}`,
  (c) => `\u2028\u2029<script>${c}</script>`,
  (_c, id) => `Ме\u0442aMask ${id}`,
];

function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

const LONG: readonly Template[] = [
  (_c, id) => `${id} ${repeatTo('A', 100_000)}`,
  (c) => repeatTo(`<img src=x onerror=${c}>`, 100_000),
  (_c, id) => `${id} ${repeatTo('\u202e', 100_000)}`,
  (_c, id) => `${id} ${repeatTo('\ud800', 100_000)}`,
  (c) => `${repeatTo('x', 99_000)}<script>${c}</script>`,
  (_c, id) => `${id} ${repeatTo('\u{1F600}', 100_000)}`,
];

const FAMILIES: ReadonlyArray<readonly [XssPayload['family'], readonly Template[]]> = [
  ['tag', TAGS],
  ['handler', HANDLERS],
  ['url', URLS],
  ['svg', SVG],
  ['css', CSS],
  ['unicode', UNICODE],
  ['long', LONG],
];

/** The call a payload makes when it runs. */
export function xssCall(id: number): string {
  return `__xss(${id})`;
}

/**
 * At least `count` payloads, every family's templates in turn (so a short list still has each family), numbered
 * from `firstId`. Templates repeat with new ids once all have been used.
 */
export function generatePayloads(count: number, firstId = 1): XssPayload[] {
  const templates = FAMILIES.flatMap(([family, list]) => list.map((template) => ({ family, template })));
  const payloads: XssPayload[] = [];
  for (let index = 0; index < count; index += 1) {
    const { family, template } = templates[index % templates.length] as (typeof templates)[number];
    const id = firstId + index;
    payloads.push({ id, family, text: template(xssCall(id), id) });
  }
  return payloads;
}

/** How many templates the families have together: a count at least this large uses every one. */
export const TEMPLATE_COUNT = FAMILIES.reduce((sum, [, list]) => sum + list.length, 0);

/**
 * A payload as an EIP-6963 icon, which must be a `data:image/…` URI: SVG documents carry the markup, other
 * payloads ride in the URI's body.
 */
export function asDataImage(payload: XssPayload): string {
  return payload.family === 'svg' || payload.family === 'tag'
    ? `data:image/svg+xml,${payload.text.replace(/#/g, '%23')}`
    : `data:image/png,${payload.text}`;
}
