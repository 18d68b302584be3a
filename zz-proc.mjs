import { chromium } from "playwright-core";
const base = "http://localhost:54390";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
for (const skin of ["light", "dark"]) for (const [w, h, tag] of [[1280, 900, "desk"], [390, 844, "phone"]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login/demo`);
  await page.evaluate((s) => localStorage.setItem("skin", s), skin);
  await page.fill('input[type="email"]', "admin@demo.test");
  await page.fill('input[type="password"]', "routinely-demo");
  await page.click('button[type="submit"]');
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.goto(`${base}/processes?q=${encodeURIComponent(process.argv[2])}`);
  await page.waitForLoadState("networkidle");
  await page.locator('a[href^="/processes/"]').first().click();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/main/.scratch/shots/proc-${tag}-${skin}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
