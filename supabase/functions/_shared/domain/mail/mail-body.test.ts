import { strict as assert } from "node:assert";
import { mailBody } from "./mail-body.ts";

Deno.test("mailBody writes the same content into the HTML and the plain text", () => {
  const body = mailBody("You are invited", [
    "Ann invited you to Acme.",
    { button: { text: "Set your password", href: "https://app.example/set?token=a&b=1" } },
    { heading: "Due this week" },
    { list: ["Fire drill", { text: "Open task", href: "https://app.example/t/2" }] },
    { footer: { text: "Unsubscribe", href: "https://app.example/u" } },
  ]);
  assert.equal(
    body.text,
    [
      "Ann invited you to Acme.",
      "Set your password: https://app.example/set?token=a&b=1",
      "Due this week\n-------------",
      "- Fire drill\n- Open task: https://app.example/t/2",
      "--\nUnsubscribe: https://app.example/u",
    ].join("\n\n") + "\n",
  );
  assert.match(body.html, /^<!DOCTYPE html>/);
  assert.match(body.html, /<title>You are invited<\/title>/);
  assert.match(
    body.html,
    /<a href="https:\/\/app\.example\/set\?token=a&#38;b=1"[^>]*>Set your password<\/a>/,
  );
  assert.match(body.html, /<h2[^>]*>Due this week<\/h2>/);
  assert.match(body.html, /<li>Fire drill<\/li><li><a href="https:\/\/app\.example\/t\/2"/);
});

Deno.test("mailBody escapes every text, so names cannot inject markup", () => {
  const body = mailBody("<b>x</b>", [
    `<script>alert("x")</script> & 'co'`,
    {
      list: [{ text: "<img src=x onerror=alert(1)>", href: 'https://app.example/"onmouseover="x' }],
    },
  ]);
  assert.doesNotMatch(body.html, /<script|<img|<b>|"onmouseover/);
  assert.match(
    body.html,
    /&#60;script&#62;alert\(&#34;x&#34;\)&#60;\/script&#62; &#38; &#39;co&#39;/,
  );
  // The plain text is not HTML: it stays as written.
  assert.match(body.text, /<script>alert\("x"\)<\/script> & 'co'/);
});

Deno.test("mailBody refuses a link that is not http(s)", () => {
  assert.throws(
    () => mailBody("x", [{ link: { text: "x", href: "javascript:alert(1)" } }]),
    /Not an http\(s\) link/,
  );
});
