import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { withDatabase } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { visible } from "../support/wait";

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A kept message whose HTML tries to run script, with a link back into the stack. */
async function keepHostileMessage(subject: string, link: string): Promise<number> {
  const html = `<html><head><script>document.documentElement.dataset.ran = "yes"</script></head>
<body><p>Welcome!</p><a href="${link}">Open the link</a>
<img src="x" onerror="document.documentElement.dataset.ran = 'yes'"></body></html>`;
  return await withDatabase(async (sql) => {
    const [row] = await sql<{ id: string }[]>`
      insert into local_mail.messages (channel, sender, recipient, subject, text_body, html_body)
      values ('email', 'Routinely <no-reply@localhost>', 'mailbox-e2e@example.test', ${subject},
              ${`Welcome!\nOpen the link: ${link}`}, ${html})
      returning id`;
    return Number(row.id);
  });
}

describe("the local mailbox", () => {
  test("shows a kept message's HTML sandboxed, and its links open outside the sandbox", async () => {
    const subject = `Mailbox e2e ${Date.now()}`;
    const link = `${stack.url}/mailbox?to=mailbox-e2e%40example.test`;
    const id = await keepHostileMessage(subject, link);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/mailbox`);
    await page.getByRole("link", { name: subject }).click();
    await page.waitForURL(`${stack.url}/mailbox/${id}`);
    await visible(page.getByRole("heading", { name: subject }));

    const frame = page.frameLocator("iframe");
    await visible(frame.getByText("Welcome!"));
    const inner = page.frames().find((f) => f.url().endsWith(`/mailbox/${id}/html`))!;
    expect(inner).toBeTruthy();
    // Neither the inline script nor the event handler ran, and the frame has no origin of its own.
    expect(await inner.evaluate(() => document.documentElement.dataset.ran ?? "no")).toBe("no");
    expect(await inner.evaluate(() => window.origin)).toBe("null");
    expect(await page.evaluate(() => document.documentElement.dataset.ran ?? "no")).toBe("no");

    // A click opens the link in a new tab, outside the sandbox (the app's own origin).
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      frame.getByRole("link", { name: "Open the link" }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(link);
    expect(await popup.evaluate(() => window.origin)).toBe(new URL(stack.url).origin);
    await visible(popup.getByRole("link", { name: subject }));

    // The plain text's link is clickable too.
    await visible(page.getByRole("link", { name: link }));
    await context.close();
  });
});
