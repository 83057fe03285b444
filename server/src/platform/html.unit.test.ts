import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './html';

/** What must never reach a browser from content HTML. */
const DANGER =
  /<script|<style|<svg|<math|<iframe|<object|<embed|<form|<template|\son\w+\s*=|javascript:|vbscript:|data:/i;

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(2)>hi</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>',
  '<a href=" java\tscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle r="9"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example/">x</a>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

describe('sanitizeHtml', () => {
  for (const payload of PAYLOADS) {
    it(`removes ${payload.slice(0, 60)}`, () => {
      const clean = sanitizeHtml(payload);
      expect(clean).not.toMatch(DANGER);
      expect(clean).not.toMatch(/evil\.example/);
      // Sanitising is stable: the browser's parse of the result is what was checked.
      expect(sanitizeHtml(clean)).toBe(clean);
    });
  }

  it('keeps the content markup the site uses', () => {
    const html =
      '<h2 id="fees">Fees</h2><p>Read the <a href="/remark/faq">FAQ</a> or <a href="mailto:support@dropforge.gg">write</a>.</p>' +
      '<ul><li><strong>One</strong> <em>two</em> <code>x</code><sup>1</sup></li></ul><ol start="3"><li>three</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps text of unknown elements, drops their attributes, and marks external links', () => {
    expect(sanitizeHtml('<custom-el data-x="1">hello <b>you</b></custom-el>')).toBe('hello <b>you</b>');
    expect(sanitizeHtml('<a href="https://steamcommunity.com/" rel="opener">Steam</a>')).toBe(
      '<a href="https://steamcommunity.com/" rel="noopener noreferrer">Steam</a>',
    );
    expect(sanitizeHtml('<p class="x" style="color:red" title="t">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/img/u/abc" alt="a" width="40" onerror="x">')).toBe(
      '<img src="/img/u/abc" alt="a" width="40">',
    );
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('1 &lt; 2 &amp; <b>3 &gt; 2</b>')).toBe('1 &lt; 2 &amp; <b>3 &gt; 2</b>');
  });
});

describe('isSafeUrl', () => {
  it('allows http(s), mailto and same-site paths only', () => {
    for (const ok of [
      'https://a.example/x',
      'http://a.example',
      '/remark/faq',
      '#top',
      '?page=2',
      'faq',
      'mailto:a@b.c',
    ])
      expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:x',
      'java\nscript:x',
      'data:text/html,x',
      '//evil',
      '/\\evil',
      'ftp://x',
      '',
    ])
      expect(isSafeUrl(bad), bad).toBe(false);
    expect(isSafeUrl('mailto:a@b.c', { mail: false })).toBe(false);
  });
});
