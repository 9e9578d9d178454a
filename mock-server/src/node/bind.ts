/**
 * Where the server listens, and what follows from it: the origin links point at, and
 * whether the controls under /__admin may be used. Listening beyond loopback without an
 * admin token keeps them off, with a 403 and a line on stderr saying how to turn them
 * on: anyone on the network could otherwise read every API key and wipe every job.
 */
import { type AddressInfo, isIP } from "node:net";
import type { JobsServerOptions } from "../index.js";

/** `http://HOST:PORT` of the address listened on. */
export function originOf(address: AddressInfo): string {
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The origin links point at: the one listened on, except that "any address" (0.0.0.0,
 * ::) is not one a client can reach, so links name loopback (`--public-url` names another).
 */
export function linkOriginOf(address: AddressInfo): string {
  if (address.address === "0.0.0.0") {
    return `http://127.0.0.1:${address.port}`;
  }
  if (address.address === "::") {
    return `http://[::1]:${address.port}`;
  }
  return originOf(address);
}

/** Whether a host to listen on is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  if (host === "localhost" || host === "::1") {
    return true;
  }
  return isIP(host) === 4 && host.startsWith("127.");
}

/** The admin option for a server listening on `host`, warning when the controls stay off. */
export function adminFor(
  host: string,
  admin: JobsServerOptions["admin"],
  warn: (message: string) => void,
): NonNullable<JobsServerOptions["admin"]> {
  const wanted = admin ?? true;
  if (wanted === false || isLoopback(host) || (wanted !== true && wanted.token !== undefined)) {
    return wanted;
  }
  const why = `the controls under /__admin are off: the server listens on ${host}, beyond this machine, and has no admin token`;
  warn(`jobs-mock-server: ${why}; start it with --admin-token T to use them (requests then need Admin-Token: T).`);
  return {
    refusal: `The controls under /__admin are off: this server listens beyond loopback without an admin token. Start it with --admin-token to use them.`,
  };
}
