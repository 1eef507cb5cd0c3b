/** The field-data beacon's rules, called directly: device class, connection, and a page view built from web-vitals' reports. */
import { describe, expect, it } from "vitest";
import { connectionOf, deviceClass } from "./beacon";
import { hasMeasure, pageView, withMetric } from "./page-view";

const context = { route: "formation", device: "phone", connection: "4g" } as const;

describe("beacon context", () => {
  it("classes a coarse pointer under 768 px as a phone, over it a tablet, a fine pointer as a desktop", () => {
    expect(deviceClass(true, 390)).toBe("phone");
    expect(deviceClass(true, 820)).toBe("tablet");
    expect(deviceClass(false, 390)).toBe("desktop");
  });

  it("names the connection's effective type, else unknown", () => {
    expect(connectionOf("3g")).toBe("3g");
    expect(connectionOf(undefined)).toBe("unknown");
    expect(connectionOf("5g")).toBe("unknown");
  });
});

describe("page view", () => {
  it("keeps each metric's last value, rounded, the element or interaction at fault and the navigation type", () => {
    let view = pageView(context, "navigate");
    expect(hasMeasure(view)).toBe(false);
    view = withMetric(view, { name: "LCP", value: 1200.4, navigationType: "prerender", target: "main>img" });
    view = withMetric(view, { name: "LCP", value: 1840.6, navigationType: "prerender", target: "main>h1" });
    view = withMetric(view, { name: "INP", value: 96, navigationType: "prerender", target: "button.chrome-cta" });
    view = withMetric(view, { name: "CLS", value: 0.012345, navigationType: "prerender", target: "footer" });
    view = withMetric(view, { name: "TTFB", value: 0, navigationType: "prerender" });
    view = withMetric(view, { name: "FCP", value: 900, navigationType: "prerender" });
    expect(view).toEqual({
      kind: "page-view",
      ...context,
      navigation: "prerender",
      LCP: 1841,
      lcpTarget: "main>h1",
      INP: 96,
      inpTarget: "button.chrome-cta",
      CLS: 0.0123,
      clsTarget: "footer",
      TTFB: 0,
    });
    expect(hasMeasure(view)).toBe(true);
  });
});
