// Draws the raster icons from the SVG ones with Debian's Chromium, and packs favicon.ico (PNG images in an
// ICO container, which every current browser reads). Run after changing an SVG icon, then commit the files:
//   node scripts/icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const root = new URL("../assets/", import.meta.url);
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** [output, source SVG, size]: the tab icon keeps its rounded corners; home-screen icons are full squares (iOS fills transparency with black). */
const PNGS = [
  ["apple-touch-icon.png", "icons/icon.svg", 180],
  ["icons/icon-192.png", "icons/icon.svg", 192],
  ["icons/icon-512.png", "icons/icon.svg", 512],
];
const ICO_SIZES = [16, 32, 48];

async function draw(page, svgFile, size) {
  const svg = readFileSync(new URL(svgFile, root), "utf8");
  await page.setViewportSize({ width: size, height: size });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style><img src="${src}">`);
  await page.waitForFunction(() => document.querySelector("img")?.complete);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** ICONDIR (6 bytes), one 16-byte entry per image, then the PNGs themselves. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [output, source, size] of PNGS) {
    writeFileSync(new URL(output, root), await draw(page, source, size));
    console.log(`assets/${output} (${size}×${size})`);
  }
  const images = [];
  for (const size of ICO_SIZES) images.push({ size, png: await draw(page, "favicon.svg", size) });
  writeFileSync(new URL("favicon.ico", root), ico(images));
  console.log(`assets/favicon.ico (${ICO_SIZES.join(", ")} px)`);
} finally {
  await browser.close();
}
