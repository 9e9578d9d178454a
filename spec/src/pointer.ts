/** JSON Pointers (RFC 6901): the segments one names, and the value it names in a document. */

/** The unescaped segments of a pointer: `/categories/0/id` is `categories`, `0`, `id`. */
export function pointerSegments(pointer: string): string[] {
  return pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** The value `pointer` names in `document`, or undefined where nothing is there. */
export function valueAt(document: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce<unknown>(
    (node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    document,
  );
}
