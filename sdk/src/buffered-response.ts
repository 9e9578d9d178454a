/**
 * A Response whose body the transport has already read into memory (to bound it by the
 * timeout and the size cap). `new Response(bytes)` builds a ReadableStream over them at
 * once, which costs more than the rest of a call to an in-process server; here `text`,
 * `json`, `arrayBuffer` and `bytes` read the bytes directly, and a stream is built only
 * for a caller that asks for `body`, `blob`, `formData` or a `clone`.
 *
 * A subclass of Response (so `instanceof Response` holds) whose body members are set on
 * its prototype once, in a static block rather than as class members: the standard
 * library's and Node's typings of Response disagree on whether those members
 * are methods or properties, and a class body overriding them type-checks under only one
 * of them. Set per instance instead, they cost more than the rest of the response.
 */
const decoder = new TextDecoder();

type Bytes = Uint8Array;

const used = () => new TypeError("Body already read");

/**
 * The bytes over a buffer of their own: as they are when they own theirs, else a copy, so
 * a caller never sees what else shares the buffer (a chunk read off a socket may share it
 * with the headers). Decoding them as text needs no copy.
 */
const own = (bytes: Bytes) => (bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice());

class BufferedResponse extends Response {
  readonly #bytes: Bytes | null;
  readonly #init: ResponseInit;
  #streamed: Response | undefined;
  #used = false;

  constructor(bytes: Bytes | null, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
    this.#init = init;
  }

  static {
    const prototype = BufferedResponse.prototype;
    /** The same response with its body as a stream, made on first need; every read goes to it from then on. */
    const stream = (response: BufferedResponse): Response => {
      response.#streamed ??= new Response(
        response.#used ? null : (response.#bytes as ConstructorParameters<typeof Response>[0]),
        response.#init,
      );
      return response.#streamed;
    };
    /** A body member reading the body once, as a fetched body is read: from the bytes, or through the stream once there is one. */
    const reader = <T>(fromStream: (streamed: Response) => Promise<T>, direct?: (bytes: Bytes) => T) =>
      async function (this: BufferedResponse): Promise<T> {
        if (this.#streamed || !direct) {
          return fromStream(stream(this));
        }
        if (this.#used) {
          throw used();
        }
        this.#used = true;
        return direct(this.#bytes ?? new Uint8Array(0));
      };
    Object.defineProperties(prototype, {
      body: {
        get(this: BufferedResponse) {
          return this.#bytes ? stream(this).body : null;
        },
        configurable: true,
      },
      bodyUsed: {
        get(this: BufferedResponse) {
          return this.#streamed?.bodyUsed ?? this.#used;
        },
        configurable: true,
      },
    });
    // Methods by assignment, as the standard's own are (writable, configurable, enumerable).
    Object.assign(prototype, {
      text: reader(
        (streamed) => streamed.text(),
        (bytes) => decoder.decode(bytes),
      ),
      json: reader(
        (streamed) => streamed.json(),
        (bytes) => JSON.parse(decoder.decode(bytes)) as unknown,
      ),
      arrayBuffer: reader(
        (streamed) => streamed.arrayBuffer(),
        (bytes) => own(bytes).buffer,
      ),
      bytes: reader((streamed) => (streamed as Response & { bytes(): Promise<Bytes> }).bytes(), own),
      blob: reader((streamed) => streamed.blob()),
      formData: reader((streamed) => streamed.formData()),
      clone(this: BufferedResponse) {
        if (this.#used && !this.#streamed) {
          throw used();
        }
        return stream(this).clone();
      },
    });
  }
}

/** A response of `init` whose body is `bytes`, kept as they are (a view into a larger buffer is fine). */
export function bufferedResponse(bytes: Bytes | null, init: ResponseInit): Response {
  return new BufferedResponse(bytes, init);
}
