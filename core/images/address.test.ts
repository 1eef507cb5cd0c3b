import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../constants";
import { imagePath, readImagePath, uploadPathOf, widthAtLeast } from "./address";

describe("image addresses", () => {
  it("finds the CMS file behind a media URL, site-relative or whole, and nothing else", () => {
    expect(uploadPathOf("/uploads/campus_lyon_1a2b.jpg")).toBe("/uploads/campus_lyon_1a2b.jpg");
    expect(uploadPathOf("https://media.example-ecole.fr/uploads/campus_lyon_1a2b.jpg")).toBe("/uploads/campus_lyon_1a2b.jpg");
    expect(uploadPathOf("http://127.0.0.1:1337/uploads/a/b.png")).toBe("/uploads/a/b.png");
    for (const other of ["/images/popin.svg", "/uploads/../wrangler.toml", "/uploads/.env", "data:image/png;base64,AAAA", "https://[bad"]) {
      expect(uploadPathOf(other), other).toBeNull();
    }
  });

  it("reads back each variant it writes", () => {
    for (const width of IMAGE_WIDTHS) {
      const path = imagePath("/uploads/x.jpg", { kind: "width", width });
      expect(path).toBe(`/media/w${width}/uploads/x.jpg`);
      expect(readImagePath(path)).toEqual({ variant: { kind: "width", width }, upload: "/uploads/x.jpg" });
    }
    expect(readImagePath("/media/og-25-100/uploads/x.png")).toEqual({ variant: { kind: "share", focus: { x: 25, y: 100 } }, upload: "/uploads/x.png" });
    expect(readImagePath("/media/svg/uploads/logo.svg")).toEqual({ variant: { kind: "svg" }, upload: "/uploads/logo.svg" });
  });

  it("moves an unlisted width to the listed one at or above it, the widest past the list", () => {
    expect(readImagePath("/media/w1000/uploads/x.jpg")).toEqual({ moved: "/media/w1080/uploads/x.jpg" });
    expect(readImagePath("/media/w1/uploads/x.jpg")).toEqual({ moved: "/media/w64/uploads/x.jpg" });
    expect(readImagePath("/media/w0640/uploads/x.jpg")).toEqual({ moved: "/media/w640/uploads/x.jpg" });
    expect(readImagePath("/media/w99999/uploads/x.jpg")).toEqual({ moved: "/media/w1920/uploads/x.jpg" });
    expect(widthAtLeast(1081)).toBe(1280);
  });

  it("asks for nothing outside /uploads, no unknown variant or focus, no SVG at a width nor a bitmap as SVG", () => {
    for (const path of [
      "/media/w640/assets/logo.png",
      "/media/w640/uploads/../../wrangler.toml",
      "/media/w640//uploads/x.jpg",
      "/media/w640/https://evil.example/x.jpg",
      "/media/w640",
      "/media/W640/uploads/x.jpg",
      "/media/w640.avif/uploads/x.jpg",
      "/media/w-640/uploads/x.jpg",
      "/media/og-30-50/uploads/x.jpg",
      "/media/og/uploads/x.jpg",
      "/media/webp/uploads/x.jpg",
      "/media/w640/uploads/logo.svg",
      "/media/og-50-50/uploads/logo.SVG",
      "/media/svg/uploads/x.jpg",
      "/uploads/x.jpg",
    ]) {
      expect(readImagePath(path), path).toBeNull();
    }
  });
});
