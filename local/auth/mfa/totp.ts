import * as OTPAuth from "otpauth";
import QRCode from "qrcode";

/*
 * TOTP as Supabase Auth uses it (RFC 6238 through the otpauth library): SHA-1, six
 * digits, 30-second steps, a 160-bit secret, and one step of clock skew either way.
 */

const PARAMETERS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Steps accepted before and after the current one (GoTrue's skew). */
export const TOTP_WINDOW = 1;

export interface NewTotpKey {
  /** Base32, as authenticator apps take it typed in. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
}

export function newTotpKey(issuer: string, accountName: string): NewTotpKey {
  const totp = new OTPAuth.TOTP({
    ...PARAMETERS,
    issuer,
    label: accountName,
    secret: new OTPAuth.Secret({ size: 20 }),
  });
  return { secret: totp.secret.base32, uri: totp.toString() };
}

/**
 * The time step (30-second counter) whose code `code` is, when it is the secret's code
 * at `now` give or take TOTP_WINDOW steps; null when it is none of them.
 */
export function matchingTotpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new OTPAuth.TOTP({ ...PARAMETERS, secret: OTPAuth.Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * The QR code of an otpauth URI as SVG markup, which supabase-js turns into
 * `data:image/svg+xml;utf-8,<svg…>`. That data URI is not percent-encoded, so the markup
 * must hold no `#` (it would start a fragment): colours are named, not hex.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg: string = await QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return svg.replaceAll('"#000000"', '"black"').replaceAll('"#ffffff"', '"white"').trim();
}
