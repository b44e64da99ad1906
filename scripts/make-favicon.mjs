// Writes public/favicon.ico (16, 32 and 48 px) from public/favicon.svg, for clients that ask for
// /favicon.ico instead of reading the page's <link rel="icon">. Renders with the Chromium the e2e
// tests use: `node scripts/make-favicon.mjs` after changing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SIZES = [16, 32, 48];
const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const pngs = [];
for (const size of SIZES) {
  await page.setViewportSize({ width: size, height: size });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<style>*{margin:0}</style><img src="${src}" width="${size}" height="${size}">`);
  await page.waitForFunction(() => document.querySelector('img')?.complete);
  pngs.push(await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
}
await browser.close();

// ICO: a 6-byte header, a 16-byte entry per image, then the images (PNG-compressed entries are valid since Windows Vista)
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[i] % 256, 0); // width (0 would mean 256)
  entry.writeUInt8(SIZES[i] % 256, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(
  new URL('../public/favicon.ico', import.meta.url),
  Buffer.concat([header, ...entries, ...pngs]),
);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px`);
