/**
 * MSW, which `createJobsTest({ server: "msw" })` needs and the package names only as an
 * optional peer: when it is missing, the error says how to add it.
 */
export async function importMsw(
  load: () => Promise<typeof import("msw/node")> = () => import("msw/node"),
): Promise<typeof import("msw/node")> {
  try {
    return await load();
  } catch (error) {
    throw new Error('createJobsTest({ server: "msw" }) needs msw in your project: npm i -D msw', { cause: error });
  }
}
