/**
 * A Response whose body the transport has already read into memory (to bound it by the
 * timeout and the size cap). `new Response(bytes)` builds a ReadableStream over them at
 * once, which costs more than the rest of a call to an in-process server; here `text`,
 * `json`, `arrayBuffer` and `bytes` read the bytes directly, and a stream is built only
 * for a caller that asks for `body`, `blob`, `formData` or a `clone`.
 *
 * A real Response (so `instanceof Response` holds) with its body members shadowed on the
 * instance rather than a subclass: the standard library's and Node's typings of Response
 * disagree on whether those members are methods or properties, and a subclass overriding
 * them type-checks under only one of them.
 */
const decoder = new TextDecoder();

type Bytes = Uint8Array;

const used = () => new TypeError("Body already read");

/** A response of `init` whose body is `bytes`, which must own their whole buffer. */
export function bufferedResponse(bytes: Bytes | null, init: ResponseInit): Response {
  const response = new Response(null, init);
  let streamed: Response | undefined;
  let isUsed = false;
  /** The same response with its body as a stream, made on first need; every read goes to it from then on. */
  const stream = (): Response => {
    streamed ??= new Response(isUsed ? null : (bytes as ConstructorParameters<typeof Response>[0]), init);
    return streamed;
  };
  /** Reads the body once, as a fetched body is read: from the bytes, or through the stream once there is one. */
  const read = async <T>(fromStream: (response: Response) => Promise<T>, direct?: (bytes: Bytes) => T): Promise<T> => {
    if (streamed || !direct) {
      return fromStream(stream());
    }
    if (isUsed) {
      throw used();
    }
    isUsed = true;
    return direct(bytes ?? new Uint8Array(0));
  };
  const method = (value: unknown): PropertyDescriptor => ({ value, configurable: true, writable: true });
  Object.defineProperties(response, {
    body: { get: () => (bytes ? stream().body : null), configurable: true },
    bodyUsed: { get: () => streamed?.bodyUsed ?? isUsed, configurable: true },
    text: method(() =>
      read(
        (streamedResponse) => streamedResponse.text(),
        (body) => decoder.decode(body),
      ),
    ),
    json: method(() =>
      read(
        (streamedResponse) => streamedResponse.json(),
        (body) => JSON.parse(decoder.decode(body)) as unknown,
      ),
    ),
    arrayBuffer: method(() =>
      read(
        (streamedResponse) => streamedResponse.arrayBuffer(),
        (body) => body.buffer,
      ),
    ),
    bytes: method(() =>
      read(
        (streamedResponse) => (streamedResponse as Response & { bytes(): Promise<Bytes> }).bytes(),
        (body) => body,
      ),
    ),
    blob: method(() => read((streamedResponse) => streamedResponse.blob())),
    formData: method(() => read((streamedResponse) => streamedResponse.formData())),
    clone: method(() => {
      if (isUsed && !streamed) {
        throw used();
      }
      return stream().clone();
    }),
  });
  return response;
}
