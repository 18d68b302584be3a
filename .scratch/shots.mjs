import { chromium } from "playwright-core";
const base = "http://localhost:54390";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const pages = process.argv.slice(2);
for (const skin of ["light", "dark"]) {
  for (const [w, h, tag] of [[1280, 900, "desk"], [390, 844, "phone"]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.goto(`${base}/login/demo`);
    await page.evaluate((s) => localStorage.setItem("skin", s), skin);
    await page.fill('input[type="email"]', "admin@demo.test");
    await page.fill('input[type="password"]', "routinely-demo");
    await page.click('button[type="submit"]');
    await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 20000 });
    for (const p of pages) {
      await page.goto(`${base}${p}`);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(800);
      const name = p.replace(/[^a-z0-9]+/gi, "_");
      await page.screenshot({ path: `/work/main/.scratch/shots/${name}-${tag}-${skin}.png`, fullPage: tag === "desk" });
    }
    await ctx.close();
  }
}
await browser.close();
