/**
 * Secrets are masked before they are shown. The server already masks the request log's
 * API-Key, Admin-Token, Authorization, Proxy-Authorization and Cookie; the inspector masks
 * any header whose name says it holds a secret once more, whatever server it talks to.
 */

const SECRET_NAME = /key|token|secret|auth|cookie|password|session/i;

/** A secret with only its last four characters showing (none when it is short). */
export function maskSecret(value: string): string {
  if (/^\*+.{0,4}$/.test(value)) {
    return value;
  }
  const visible = value.length > 8 ? value.slice(-4) : "";
  return "*".repeat(Math.max(6, value.length - visible.length)) + visible;
}

/** Headers with every secret masked. */
export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_NAME.test(name) ? maskSecret(value) : value]),
  );
}
