/**
 * The Twilio adapter against an HTTP server on loopback that records what it receives
 * and answers as Twilio does: the method, path, basic auth and form fields of each
 * request, and a refusal turned into an error that carries Twilio's reason.
 */
import { strict as assert } from "node:assert";
import { SmsError } from "./message.ts";
import { smsSenderFromEnv } from "./sms-from-env.ts";
import { createTwilioSender } from "./twilio-sms.ts";

interface Received {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  form: Record<string, string>;
}

/** A fake Twilio on 127.0.0.1 (port 0: the system picks a free one). */
function startFakeTwilio(answer: (form: Record<string, string>) => Response) {
  const received: Received[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const form = Object.fromEntries(new URLSearchParams(await req.text()));
    received.push({
      method: req.method,
      path: new URL(req.url).pathname,
      authorization: req.headers.get("authorization"),
      contentType: req.headers.get("content-type"),
      form,
    });
    return answer(form);
  });
  const url = `http://127.0.0.1:${server.addr.port}`;
  return { url, received, close: () => server.shutdown() };
}

const created = (form: Record<string, string>) =>
  Response.json({ sid: "SM0123456789abcdef0123456789abcdef", status: "queued", to: form.To }, {
    status: 201,
  });

Deno.test("a message is a form-encoded POST with basic auth to the account's Messages.json", async () => {
  const twilio = startFakeTwilio(created);
  try {
    const sender = smsSenderFromEnv({
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "s3cret",
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: `${twilio.url}/`,
    });
    assert.equal(sender.transport, "twilio");
    const sent = await sender.sendSms({
      to: "+14155550123",
      body: "Routinely: 2 late tasks. Oldest: Zoë's check & balance (due 12 Nov)",
    });
    assert.equal(sent.messageId, "SM0123456789abcdef0123456789abcdef");
    assert.equal(twilio.received.length, 1);
    const [request] = twilio.received;
    assert.equal(request.method, "POST");
    assert.equal(request.path, "/2010-04-01/Accounts/AC123/Messages.json");
    assert.equal(request.authorization, `Basic ${btoa("AC123:s3cret")}`);
    assert.equal(request.contentType, "application/x-www-form-urlencoded");
    assert.deepEqual(request.form, {
      To: "+14155550123",
      From: "+15005550006",
      Body: "Routinely: 2 late tasks. Oldest: Zoë's check & balance (due 12 Nov)",
    });
  } finally {
    await twilio.close();
  }
});

Deno.test("with a messaging service, MessagingServiceSid replaces From", async () => {
  const twilio = startFakeTwilio(created);
  try {
    const sender = createTwilioSender({
      accountSid: "AC9",
      authToken: "t",
      messagingServiceSid: "MG42",
      apiUrl: twilio.url,
    });
    await sender.sendSms({ to: "+442079460958", body: "hi" });
    assert.deepEqual(twilio.received[0].form, {
      To: "+442079460958",
      Body: "hi",
      MessagingServiceSid: "MG42",
    });
  } finally {
    await twilio.close();
  }
});

Deno.test("a 400 with Twilio's error JSON becomes an SmsError carrying its message", async () => {
  const twilio = startFakeTwilio(() =>
    Response.json({
      code: 21211,
      message: "The 'To' number +15005550001 is not a valid phone number.",
      more_info: "https://www.twilio.com/docs/errors/21211",
      status: 400,
    }, { status: 400 })
  );
  try {
    const sender = createTwilioSender({
      accountSid: "AC1",
      authToken: "t",
      from: "+15005550006",
      apiUrl: twilio.url,
    });
    await assert.rejects(sender.sendSms({ to: "+15005550001", body: "hi" }), (error: Error) => {
      assert.ok(error instanceof SmsError);
      assert.equal(error.status, 400);
      assert.equal(
        error.message,
        "The SMS provider refused the message to +15005550001 (HTTP 400): " +
          "The 'To' number +15005550001 is not a valid phone number. (Twilio error 21211)",
      );
      return true;
    });
  } finally {
    await twilio.close();
  }
});

Deno.test("a non-JSON failure still says what came back; a dead server says where", async () => {
  const twilio = startFakeTwilio(() => new Response("Bad Gateway", { status: 502 }));
  const sender = createTwilioSender({
    accountSid: "AC1",
    authToken: "t",
    from: "+15005550006",
    apiUrl: twilio.url,
  });
  try {
    await assert.rejects(
      sender.sendSms({ to: "+14155550123", body: "hi" }),
      /refused the message to \+14155550123 \(HTTP 502\): Bad Gateway/,
    );
  } finally {
    await twilio.close();
  }
  await assert.rejects(
    sender.sendSms({ to: "+14155550123", body: "hi" }),
    (error: Error) =>
      error instanceof SmsError && /Could not reach the SMS provider/.test(error.message),
  );
});

Deno.test("a number not in E.164 or an empty body never reaches the provider", async () => {
  const twilio = startFakeTwilio(created);
  try {
    const sender = createTwilioSender({
      accountSid: "AC1",
      authToken: "t",
      from: "+1500",
      apiUrl: twilio.url,
    });
    await assert.rejects(
      sender.sendSms({ to: "0415 555 0123", body: "hi" }),
      /Not a mobile number in E\.164/,
    );
    await assert.rejects(sender.sendSms({ to: "+14155550123", body: " " }), /needs a body/);
    assert.equal(twilio.received.length, 0);
  } finally {
    await twilio.close();
  }
});

Deno.test("smsSenderFromEnv: Twilio, else a clear refusal", async () => {
  // The local mailbox is the local stack's to hand in (local/mailbox/transports.ts).
  assert.equal(smsSenderFromEnv({ LOCAL_MAILBOX: "1" }).transport, "none");
  const none = smsSenderFromEnv({});
  assert.equal(none.transport, "none");
  await assert.rejects(none.sendSms({ to: "+14155550123", body: "hi" }), (error: Error) => {
    assert.ok(error instanceof SmsError);
    assert.match(error.message, /SMS is not configured: set TWILIO_ACCOUNT_SID/);
    return true;
  });
  assert.throws(
    () => smsSenderFromEnv({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_FROM: "+1500" }),
    /TWILIO_AUTH_TOKEN/,
  );
  assert.throws(
    () => smsSenderFromEnv({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" }),
    /TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
  );
  assert.throws(
    () =>
      smsSenderFromEnv({
        TWILIO_ACCOUNT_SID: "AC1",
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: "+1500",
        TWILIO_API_URL: "ftp://x",
      }),
    /TWILIO_API_URL/,
  );
});
