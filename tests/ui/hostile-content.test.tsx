/** Rich text from a hostile or broken CMS: nothing executable comes out, and any input renders in bounded time. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "../../ui/components/RichText";

/** Generous for a shared 2-core machine; the faults it guards against took tens of seconds or overflowed the stack. */
const BOUND_MS = 5000;

const render = (value: string) => {
  const started = performance.now();
  const html = renderToString(<RichText value={value} />);
  return { html, ms: performance.now() - started };
};

/** Nothing in the output that a browser would run or load from elsewhere. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<img[^>]*src="(?!https?:|\/(?![/\\])|data:image\/)/i);
  expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|file):/i);
  expect(html).not.toMatch(/href="\s*data:/i);
  expect(html).not.toMatch(/(href|src)="\s*(\/\/|\/\\)/i);
}

describe("hostile rich text", () => {
  it("keeps markup in markdown as text", () => {
    const { html } = render('<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>\n\nun <b onmouseover="alert(1)">mot</b>');
    expectInert(html);
    expect(html).not.toMatch(/<img|<a |<b /);
    expect(html).toContain("&lt;script&gt;");
  });

  it.each(["javascript:alert(1)", " JaVaScRiPt:alert(1)", "javascript&#58;alert(1)", "java%0ascript:alert(1)", "<java\tscript:alert(1)>", "data:text/html,<script>alert(1)</script>", "data:image/png;base64,iVBORw0KGgo=", "vbscript:msgbox", "file:///etc/passwd", "//evil.example/x", "/\\evil.example"])(
    "drops the link target %s and keeps the words",
    (url) => {
      const { html } = render(`[clic](${url}) et ![image](${url})`);
      expectInert(html);
      expect(html).toContain("clic");
    },
  );

  const MB = 1024 * 1024;
  it.each([
    ["plain text", "x".repeat(MB)],
    ["dense inline markup", "**a** _b_ `c` [d](/e) ".repeat(MB / 22)],
    ["emphasis markers", "*".repeat(MB)],
    ["unclosed emphasis", `${"*".repeat(100_000)}a`],
    ["open brackets", `[${"[".repeat(100_000)}](/x)`],
    ["unclosed links", "[a](".repeat(MB / 4)],
    ["deep quotes and lists", `${"> ".repeat(MB / 4)}fond\n${"- ".repeat(MB / 4)}fond`],
    ["a long table", `|a|\n|-|\n${"|b|\n".repeat(MB / 4)}`],
  ])("renders 1 MB fields of %s in bounded time", (_, value) => {
    const { html, ms } = render(value);
    expectInert(html);
    expect(ms).toBeLessThan(BOUND_MS);
  }, 2 * BOUND_MS);
});
