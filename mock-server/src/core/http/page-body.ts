/** A page's body, `{"data":[...],"paging":{...}}`, from items already serialized as UTF-8. */
import type { Paging } from "@jobs-toolkit/spec";

const encoder = new TextEncoder();
const OPEN = encoder.encode('{"data":[');
const COMMA = 0x2c;

/** The items are copied once, straight into one buffer sized up front. */
export function pageBody(items: readonly Uint8Array[], paging: Paging): Uint8Array {
  const tail = encoder.encode(`],"paging":${JSON.stringify(paging)}}`);
  let length = OPEN.length + Math.max(0, items.length - 1) + tail.length;
  for (const item of items) {
    length += item.length;
  }
  const body = new Uint8Array(length);
  body.set(OPEN);
  let offset = OPEN.length;
  items.forEach((item, index) => {
    if (index > 0) {
      body[offset] = COMMA;
      offset += 1;
    }
    body.set(item, offset);
    offset += item.length;
  });
  body.set(tail, offset);
  return body;
}
