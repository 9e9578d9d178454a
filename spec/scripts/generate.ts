/** npm run generate: rewrites src/generated/ from the documents. */
import { writeFile } from "node:fs/promises";
import { GENERATED, generateTypes } from "./generated-types.js";

for (const [document, output] of GENERATED) {
  await writeFile(new URL(`../${output}`, import.meta.url), await generateTypes(document));
  process.stdout.write(`${output} written from ${document}\n`);
}
