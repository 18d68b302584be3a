// oidc-provider ships no types; the test issuer uses a small part of it.
// deno-lint-ignore no-explicit-any
declare const Provider: any;
export default Provider;
