/** Rich text from a hostile or broken CMS: nothing executable comes out, and any input renders in bounded time. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "../../ui/components/RichText";

/** Generous for a shared 2-core machine; the faults it guards against took tens of seconds or overflowed the stack. */
const BOUND_MS = 5000;

const render = (value: unknown) => {
  const started = performance.now();
  const html = renderToString(<RichText value={value} />);
  return { html, ms: performance.now() - started };
};

/** Nothing in the output that a browser would run or load. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<img|<object|<embed|<svg|<style/i);
  expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
}

const link = (url: string, text = "clic") => ({ type: "link", url, children: [{ type: "text", text }] });

describe("hostile rich text", () => {
  it("keeps markup in markdown as text", () => {
    const { html } = render('<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>');
    expectInert(html);
    expect(html).toContain("&lt;script&gt;");
  });

  it.each(["javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox", "//evil.example/x", "/\\evil.example"])("drops the link target %s, in markdown and in blocks", (url) => {
    expectInert(render(`[clic](${url})`).html);
    const { html } = render([{ type: "paragraph", children: [link(url)] }]);
    expectInert(html);
    expect(html).toContain("clic");
  });

  it("keeps event handlers and unknown attributes of blocks out", () => {
    const { html } = render([
      { type: "paragraph", onclick: "alert(1)", children: [{ type: "text", text: "a", onmouseover: "alert(1)", style: "x" }] },
      { type: "image", image: { url: "javascript:alert(1)" } },
      { type: "code", children: [{ type: "text", text: "<script>" }] },
      { type: "html", value: "<script>alert(1)</script>" },
    ]);
    expectInert(html);
  });

  it("renders 1 MB fields in bounded time", () => {
    const text = "x".repeat(1024 * 1024);
    const emphasis = "**a** _b_ `c` [d](/e) ".repeat(1024 * 1024 / 22);
    for (const value of [text, emphasis, "*".repeat(1024 * 1024), `[${"[".repeat(100_000)}](/x)`, [{ type: "paragraph", children: [{ type: "text", text }] }]]) {
      const { ms } = render(value);
      expect(ms).toBeLessThan(BOUND_MS);
    }
  });

  it("renders deeply nested blocks in bounded time, without overflowing the stack", () => {
    let nested: unknown = [{ type: "text", text: "fond" }];
    for (let i = 0; i < 50_000; i += 1) nested = [link("/x"), { type: "link", url: "/y", children: nested }];
    const { html, ms } = render([{ type: "paragraph", children: nested }]);
    expectInert(html);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
