/**
 * Applicant routing: type 1 (Email) needs applicationEmail, type 2 (URL) needs an
 * absolute http or https applicationUrl. The other routing type's field is stored as null.
 */
import { type ApplicantRoutingType, ROUTING_TYPE_IDS } from "@jobs-toolkit/spec";
import { preview } from "../lib/text.js";
import type { Violations } from "./violations.js";

export const EMAIL_ROUTING = ROUTING_TYPE_IDS.email;
export const EMAIL_MAX = 50;
export const URL_MAX = 200;
/** The longest address SMTP can carry (RFC 5321). */
const EMAIL_ADDRESS_MAX = 254;

/**
 * Whether a text looks like an e-mail address: something@domain.tld, no spaces. Checked
 * by hand in one pass: a pattern for it backtracks, quadratic in the length.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_ADDRESS_MAX || /\s/.test(text)) {
    return false;
  }
  const at = text.indexOf("@");
  if (at < 1 || at !== text.lastIndexOf("@")) {
    return false;
  }
  const domain = text.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}

/** Whether a text is an absolute URL with one of the given schemes. */
export function isAbsoluteUrl(text: string, schemes: readonly string[]): boolean {
  if (/\s/.test(text)) {
    return false;
  }
  try {
    const url = new URL(text);
    return schemes.includes(url.protocol) && (url.protocol === "mailto:" || url.hostname !== "");
  } catch {
    return false;
  }
}

export function parseApplicationEmail(value: unknown, pointer: string, v: Violations): string | null | undefined {
  if (value === null) {
    return null;
  }
  const email = v.line(value, pointer, EMAIL_MAX);
  if (email === undefined) {
    return undefined;
  }
  if (!isEmailAddress(email)) {
    v.add(pointer, "invalid_email", `must be an e-mail address; got ${preview(email)}`);
    return undefined;
  }
  return email;
}

export function parseApplicationUrl(value: unknown, pointer: string, v: Violations): string | null | undefined {
  if (value === null) {
    return null;
  }
  const url = v.line(value, pointer, URL_MAX);
  if (url === undefined) {
    return undefined;
  }
  if (!isAbsoluteUrl(url, ["http:", "https:"])) {
    v.add(pointer, "invalid_url", `must be an absolute URL starting with http:// or https://; got ${preview(url)}`);
    return undefined;
  }
  return url;
}

/**
 * The routing fields of a whole job: the one its type needs is present, the other null
 * (or kept as it is, where `keepOther`: a later move to that type needs it no more).
 * Undefined stands for a field that was sent but is invalid (already reported).
 */
export function settleRouting(
  routing: ApplicantRoutingType,
  applicationEmail: string | null | undefined,
  applicationUrl: string | null | undefined,
  v: Violations,
  keepOther = false,
): { applicationEmail: string | null; applicationUrl: string | null } {
  if (routing.id === EMAIL_ROUTING) {
    if (applicationEmail === null) {
      v.add("/applicationEmail", "required", "applicationEmail is required when applicantRoutingType.id is 1 (Email)");
    }
    return { applicationEmail: applicationEmail ?? null, applicationUrl: keepOther ? (applicationUrl ?? null) : null };
  }
  if (applicationUrl === null) {
    v.add("/applicationUrl", "required", "applicationUrl is required when applicantRoutingType.id is 2 (URL)");
  }
  return { applicationEmail: keepOther ? (applicationEmail ?? null) : null, applicationUrl: applicationUrl ?? null };
}
