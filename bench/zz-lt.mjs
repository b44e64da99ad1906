import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < 2; run++) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { polling: 200 });
await page.waitForTimeout(4000);
const r = await page.evaluate(() => ({ lt: window.__lt, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
const tbt = r.lt.filter(([s]) => s > (r.fcp ?? 0)).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
console.log(`fcp ${Math.round(r.fcp)} longtasks ${JSON.stringify(r.lt)} TBT~${tbt}`);
await page.close();
}
await browser.close();
