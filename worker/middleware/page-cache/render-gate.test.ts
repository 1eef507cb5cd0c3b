import { describe, expect, it } from "vitest";
import { renderGate } from "./render-gate";

describe("the page cache's render gate", () => {
  it("lets one request render an expired page, then the next only once retryMs has passed", () => {
    const gate = renderGate(1000);
    expect(gate.claim("/a", 0)).toBe(true);
    expect(gate.claim("/a", 500)).toBe(false);
    expect(gate.claim("/a", 999)).toBe(false);
    expect(gate.claim("/a", 1000)).toBe(true);
  });

  it("keeps pages apart, and frees a page once it is stored", () => {
    const gate = renderGate(1000);
    expect(gate.claim("/a", 0)).toBe(true);
    expect(gate.claim("/b", 0)).toBe(true);
    gate.release("/a");
    expect(gate.claim("/a", 1)).toBe(true);
    expect(gate.claim("/b", 1)).toBe(false);
  });

  it("forgets its claims rather than grow past maxKeys", () => {
    const gate = renderGate(1000, 2);
    gate.claim("/a", 0);
    gate.claim("/b", 0);
    expect(gate.claim("/c", 0)).toBe(true);
    expect(gate.claim("/a", 0)).toBe(true);
  });
});
