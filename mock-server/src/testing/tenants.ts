/** An employer of its own for each test or worker, made and removed through the controls. */
import type { CreatedEmployer, EmployerCreate } from "@jobs-toolkit/spec";
import { adminFailure, callAdmin, type JobsTarget, sendAdmin } from "./target.js";

/** An employer made for a test: its id and the API key to send. */
export type Tenant = CreatedEmployer;

let made = 0;

/**
 * Makes an employer with its own generated API key; nothing another employer does is
 * visible to it. `unlimited` plan by default, so autoRefresh works.
 *
 * @example
 * const tenant = await createTenant(server, { ttlSeconds: 3600 });
 */
export async function createTenant(target: JobsTarget, input: Partial<EmployerCreate> = {}): Promise<Tenant> {
  made += 1;
  const body: EmployerCreate = { name: `Test employer ${made}`, plan: "unlimited", ...input };
  return callAdmin<Tenant>(target, "POST", "/__admin/employers", body);
}

/**
 * Removes the employer with everything it owns: jobs, the locations only it named, its
 * outbox e-mails. One already gone (its time to live ran out, or the test removed it) is
 * as good as removed.
 */
export async function removeTenant(target: JobsTarget, tenant: Pick<Tenant, "id">): Promise<void> {
  const path = `/__admin/employers/${tenant.id}`;
  const response = await sendAdmin(target, "DELETE", path);
  if (response.ok || (response.status === 404 && !(await isListed(target, tenant.id)))) {
    return;
  }
  throw await adminFailure("DELETE", path, response);
}

/** Whether the server lists the employer; throws when it cannot say (its controls are off, say). */
async function isListed(target: JobsTarget, id: number): Promise<boolean> {
  const { data } = await callAdmin<{ data: Array<{ id: number }> }>(target, "GET", "/__admin/employers");
  return data.some((employer) => employer.id === id);
}

/** Removes the employer's jobs and nothing else. */
export async function resetTenant(target: JobsTarget, tenant: Pick<Tenant, "id">): Promise<void> {
  await callAdmin(target, "POST", `/__admin/employers/${tenant.id}/reset`);
}
