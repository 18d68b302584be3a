/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, standing in for
 * Google or Microsoft in tests. It runs in Deno (the auth tests, in-process) and in
 * Node (the end-to-end global setup). Its login page is a one-field form: the email
 * typed is the account signed in, so a test picks its person by email. Emails starting
 * with "unverified" are accounts whose email the provider has not verified.
 *
 * The provider's claims are those of the real one it plays: Google's `email_verified`,
 * Microsoft's `xms_edov` (see local/auth/oauth/verified-email.ts).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
// @ts-types="./oidc-provider.d.ts"
import Provider from "oidc-provider";

export type IssuerKind = "google" | "azure";

export interface TestIssuer {
  /** http://127.0.0.1:<port>, the value of GOOGLE_ISSUER / AZURE_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Starts answering, for a client that may return to these addresses (the stack's
   * /auth/v1/callback, known only once the stack listens). Until then requests get 503.
   */
  allowRedirects(redirectUris: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Environment of a stack that signs in with these issuers. */
export function issuerEnv(issuers: Partial<Record<IssuerKind, TestIssuer>>) {
  const env: Record<string, string> = {};
  for (const [kind, issuer] of Object.entries(issuers)) {
    const prefix = kind === "google" ? "GOOGLE" : "AZURE";
    env[`${prefix}_ISSUER`] = issuer.issuer;
    env[`${prefix}_CLIENT_ID`] = issuer.clientId;
    env[`${prefix}_CLIENT_SECRET`] = issuer.clientSecret;
  }
  return env;
}

export function claimsOf(kind: IssuerKind, email: string): Record<string, unknown> {
  const verified = !email.startsWith("unverified");
  const name = email.split("@")[0];
  return kind === "google"
    ? { email, email_verified: verified, name }
    : { email, xms_edov: verified, name, tid: "00000000-0000-0000-0000-00000000e2e0" };
}

function loginPage(kind: IssuerKind, action: string): string {
  const title = kind === "google" ? "Test Google" : "Test Microsoft";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><form method="post" action="${action}">
<label>Email <input name="email" type="email" autocomplete="off" required></label>
<button type="submit">Sign in</button></form></body></html>`;
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(new URLSearchParams(body)));
    req.on("error", reject);
  });
}

async function signingKey() {
  const pair = await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  ) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { ...jwk, kid: crypto.randomUUID(), alg: "RS256", use: "sig" };
}

export async function startTestIssuer(kind: IssuerKind): Promise<TestIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `routinely-${kind}`;
  const clientSecret = `${kind}-test-secret-${crypto.randomUUID()}`;
  // deno-lint-ignore no-explicit-any
  let provider: any;

  server.on("request", async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!provider) {
      res.statusCode = 503;
      res.end("not configured yet");
      return;
    }
    try {
      const path = new URL(req.url ?? "/", issuer).pathname;
      if (path.startsWith("/interaction/")) {
        if (req.method === "POST") {
          const email = (await readForm(req)).get("email")?.trim().toLowerCase() ?? "";
          await provider.interactionFinished(req, res, { login: { accountId: email } }, {
            mergeWithLastSubmission: false,
          });
        } else {
          await provider.interactionDetails(req, res);
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(loginPage(kind, path));
        }
        return;
      }
      provider.callback()(req, res);
    } catch (error) {
      res.statusCode = 400;
      res.end(String((error as Error).message));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    async allowRedirects(redirectUris) {
      provider = new Provider(issuer, {
        clients: [{
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_post",
        }],
        jwks: { keys: [await signingKey()] },
        cookies: { keys: [crypto.randomUUID()] },
        claims: {
          openid: ["sub"],
          email: ["email", "email_verified", "xms_edov"],
          profile: ["name", "tid"],
        },
        // The claims of the scopes go into the ID token, as Google and Microsoft put them.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
        findAccount: (_ctx: unknown, accountId: string) => ({
          accountId,
          claims: () => ({ sub: `${kind}-${accountId}`, ...claimsOf(kind, accountId) }),
        }),
        // A first-party client: the person consents by signing in.
        // deno-lint-ignore no-explicit-any
        loadExistingGrant: async (ctx: any) => {
          const grantId = ctx.oidc.result?.consent?.grantId ??
            ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
          const found = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
          if (found) return found;
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client.clientId,
            accountId: ctx.oidc.session.accountId,
          });
          grant.addOIDCScope("openid email profile");
          await grant.save();
          return grant;
        },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 120,
          Grant: 3600,
          IdToken: 600,
          Interaction: 600,
          Session: 3600,
        },
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
