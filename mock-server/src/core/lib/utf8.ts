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

/**
 * The UTF-8 bytes of `first` followed by `second`, maybe a view of a slab shared with
 * other texts (never write to them), and where the second's bytes begin. The two are
 * encoded in turn: joining them into one string first made V8 flatten (copy) it before
 * encoding, a tenth of a write's time.
 */
export function encodeToKeep(first: string, second = ""): { bytes: Uint8Array; secondAt: number } {
  const length = first.length + second.length;
  if (length > LONGEST_SHARED) {
    const bytes = encoder.encode(first + second);
    // ASCII texts have as many bytes as code units; otherwise the first is measured.
    return { bytes, secondAt: bytes.length === length ? first.length : encoder.encode(first).length };
  }
  const kept = used + length <= SLAB_BYTES ? encodeAtEnd(first, second) : undefined;
  if (kept) {
    return kept;
  }
  // A fresh slab holds both: they have at most 3 bytes a code unit.
  slab = new Uint8Array(SLAB_BYTES);
  used = 0;
  return encodeAtEnd(first, second) as { bytes: Uint8Array; secondAt: number };
}

/** Both texts written after the slab's last, or undefined when they do not fit. */
function encodeAtEnd(first: string, second: string): { bytes: Uint8Array; secondAt: number } | undefined {
  const head = encoder.encodeInto(first, slab.subarray(used));
  if (head.read < first.length) {
    return undefined;
  }
  const tail = encoder.encodeInto(second, slab.subarray(used + head.written));
  if (tail.read < second.length) {
    return undefined;
  }
  const written = head.written + tail.written;
  const bytes = slab.subarray(used, used + written);
  used += written;
  return { bytes, secondAt: head.written };
}
