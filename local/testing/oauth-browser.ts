/**
 * Just enough of a browser for the OAuth redirects in the auth tests: follows redirects
 * by hand, keeps cookies per origin, and fills the test issuer's login form
 * (oidc-issuer.ts). No timing involved: every step is one request and its answer.
 */

export class OAuthBrowser {
  #cookies = new Map<string, Map<string, string>>();

  async get(url: string): Promise<Response> {
    return await this.#send(url, { method: "GET" });
  }

  async #send(url: string, init: RequestInit): Promise<Response> {
    const origin = new URL(url).origin;
    const jar = this.#cookies.get(origin) ?? new Map<string, string>();
    this.#cookies.set(origin, jar);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /**
   * From the provider's authorization address (the Location of /authorize) through its
   * login form as `email`, to the address the provider sends the browser back to.
   */
  async signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
    const issuerOrigin = new URL(authorizationUrl).origin;
    let url = authorizationUrl;
    for (let step = 0; step < 10; step++) {
      const res = await this.get(url);
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const next = new URL(res.headers.get("location")!, url);
        if (next.origin !== issuerOrigin) return next;
        url = next.href;
        continue;
      }
      const page = await res.text();
      if (res.status !== 200 || !page.includes('name="email"')) {
        throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
      }
      const login = await this.#send(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email }).toString(),
      });
      await login.body?.cancel();
      if (login.status < 300 || login.status >= 400) {
        throw new Error(`login form answered ${login.status}`);
      }
      url = new URL(login.headers.get("location")!, url).href;
    }
    throw new Error("too many redirects at the provider");
  }
}
