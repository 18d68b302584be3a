import * as client from "openid-client";
import type { OAuthProviderConfig, OAuthProviderName } from "../../config.ts";

/**
 * The configured OpenID Connect providers, each discovered (openid-client reads its
 * discovery document and keys) on first use and then kept for the life of the process:
 * that is configuration, not sign-in state, which lives in the database.
 */
export interface OAuthProviders {
  isConfigured(name: string): boolean;
  /** The client configuration of a configured provider; rejects when discovery fails. */
  configuration(name: string): Promise<client.Configuration>;
}

export type OAuthProviderConfigs = Partial<Record<OAuthProviderName, OAuthProviderConfig>>;

/** Plain HTTP only for an issuer on this machine (tests and local identity servers). */
function isLoopback(url: URL): boolean {
  return url.protocol === "http:" &&
    ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export function createOAuthProviders(configs: OAuthProviderConfigs = {}): OAuthProviders {
  const discovered = new Map<string, Promise<client.Configuration>>();
  const configOf = (name: string) =>
    Object.hasOwn(configs, name) ? configs[name as OAuthProviderName] : undefined;
  return {
    isConfigured: (name) => configOf(name) !== undefined,
    configuration(name) {
      const config = configOf(name);
      if (!config) return Promise.reject(new Error(`provider ${name} is not configured`));
      let pending = discovered.get(name);
      if (!pending) {
        const issuer = new URL(config.issuer);
        pending = client.discovery(
          issuer,
          config.clientId,
          config.clientSecret,
          undefined,
          isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        discovered.set(name, pending);
        // A provider that was unreachable is asked again by the next sign-in.
        pending.catch(() => discovered.delete(name));
      }
      return pending;
    },
  };
}
