/**
 * A Response whose body the transport has already read into memory (to bound it by the
 * timeout and the size cap). `new Response(bytes)` builds a ReadableStream over them at
 * once, which costs more than the rest of a call to an in-process server; here `text`,
 * `json`, `arrayBuffer` and `bytes` read the bytes directly, and a stream is built only
 * for a caller that asks for `body`, `blob`, `formData` or a `clone`.
 *
 * A subclass of Response (so `instanceof Response` holds) whose body members are set on
 * its prototype once, by Object.defineProperties rather than in the class body: the
 * standard library's and Node's typings of Response disagree on whether those members
 * are methods or properties, and a class body overriding them type-checks under only one
 * of them. Set per instance instead, they cost more than the rest of the response.
 */
const decoder = new TextDecoder();

type Bytes = Uint8Array;

const used = () => new TypeError("Body already read");

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

  /** The same response with its body as a stream, made on first need; every read goes to it from then on. */
  static stream(response: BufferedResponse): Response {
    response.#streamed ??= new Response(
      response.#used ? null : (response.#bytes as ConstructorParameters<typeof Response>[0]),
      response.#init,
    );
    return response.#streamed;
  }

  /** Reads the body once, as a fetched body is read: from the bytes, or through the stream once there is one. */
  static async read<T>(
    response: BufferedResponse,
    fromStream: (streamed: Response) => Promise<T>,
    direct?: (bytes: Bytes) => T,
  ): Promise<T> {
    if (response.#streamed || !direct) {
      return fromStream(BufferedResponse.stream(response));
    }
    if (response.#used) {
      throw used();
    }
    response.#used = true;
    return direct(response.#bytes ?? new Uint8Array(0));
  }

  static body(response: BufferedResponse): ReadableStream<Uint8Array> | null {
    return response.#bytes ? BufferedResponse.stream(response).body : null;
  }

  static bodyUsed(response: BufferedResponse): boolean {
    return response.#streamed?.bodyUsed ?? response.#used;
  }

  static clone(response: BufferedResponse): Response {
    if (response.#used && !response.#streamed) {
      throw used();
    }
    return BufferedResponse.stream(response).clone();
  }
}

const { read } = BufferedResponse;
const member = (value: unknown): PropertyDescriptor => ({ value, configurable: true, writable: true });

Object.defineProperties(BufferedResponse.prototype, {
  body: {
    get(this: BufferedResponse) {
      return BufferedResponse.body(this);
    },
    configurable: true,
  },
  bodyUsed: {
    get(this: BufferedResponse) {
      return BufferedResponse.bodyUsed(this);
    },
    configurable: true,
  },
  text: member(function (this: BufferedResponse) {
    return read(
      this,
      (streamed) => streamed.text(),
      (bytes) => decoder.decode(bytes),
    );
  }),
  json: member(function (this: BufferedResponse) {
    return read(
      this,
      (streamed) => streamed.json(),
      (bytes) => JSON.parse(decoder.decode(bytes)) as unknown,
    );
  }),
  arrayBuffer: member(function (this: BufferedResponse) {
    return read(
      this,
      (streamed) => streamed.arrayBuffer(),
      (bytes) => bytes.buffer,
    );
  }),
  bytes: member(function (this: BufferedResponse) {
    return read(
      this,
      (streamed) => (streamed as Response & { bytes(): Promise<Bytes> }).bytes(),
      (bytes) => bytes,
    );
  }),
  blob: member(function (this: BufferedResponse) {
    return read(this, (streamed) => streamed.blob());
  }),
  formData: member(function (this: BufferedResponse) {
    return read(this, (streamed) => streamed.formData());
  }),
  clone: member(function (this: BufferedResponse) {
    return BufferedResponse.clone(this);
  }),
});

/** A response of `init` whose body is `bytes`, which must own their whole buffer. */
export function bufferedResponse(bytes: Bytes | null, init: ResponseInit): Response {
  return new BufferedResponse(bytes, init);
}
