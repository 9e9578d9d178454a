/**
 * UTF-8 bytes for texts kept a long time (stored jobs), packed into shared slabs the way
 * Node's Buffer pool packs small buffers. `TextEncoder.encode` allocates an ArrayBuffer
 * per call, an off-heap allocation the collector tracks one by one, and costs four to six
 * times an `encodeInto` at an offset of a slab made once per few jobs.
 *
 * A slab lives while any text in it does, so slabs stay small (8 KiB, the size of Node's
 * pool): what a deleted job's neighbours can keep alive is bounded by one slab. A text
 * too large to share one gets its own buffer.
 */

const SLAB_BYTES = 8 * 1024;
/** Longer texts get their own buffer; shorter ones always fit a fresh slab (3 bytes a code unit at most). */
const LONGEST_SHARED = SLAB_BYTES / 3;

const encoder = new TextEncoder();
let slab = new Uint8Array(SLAB_BYTES);
let used = 0;

/** The UTF-8 bytes of `text`, maybe a view of a slab shared with other texts: never write to them. */
export function encodeToKeep(text: string): Uint8Array {
  if (text.length > LONGEST_SHARED) {
    return encoder.encode(text);
  }
  let { read, written } =
    used + text.length <= SLAB_BYTES ? encoder.encodeInto(text, slab.subarray(used)) : { read: 0, written: 0 };
  if (read < text.length) {
    slab = new Uint8Array(SLAB_BYTES);
    used = 0;
    ({ written } = encoder.encodeInto(text, slab));
  }
  const bytes = slab.subarray(used, used + written);
  used += written;
  return bytes;
}
