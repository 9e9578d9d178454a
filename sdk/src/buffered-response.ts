/**
 * A Response whose body the transport has already read into memory (to bound it by the
 * timeout and the size cap). `new Response(bytes)` builds a ReadableStream over them at
 * once, which costs more than the rest of a call to an in-process server; here `text`,
 * `json`, `arrayBuffer` and `bytes` read the bytes directly, and a stream is built only
 * for a caller that asks for `body`, `blob`, `formData` or a `clone`.
 */
const decoder = new TextDecoder();

type Bytes = Uint8Array<ArrayBuffer>;

const used = () => new TypeError("Body already read");

export class BufferedResponse extends Response {
  readonly #bytes: Bytes | null;
  readonly #init: ResponseInit;
  /** The same response with its body as a stream, made on first need; every read goes to it from then on. */
  #streamed: Response | undefined;
  #used = false;

  /** `bytes` must own their whole buffer, as a body read into a buffer of its size does. */
  constructor(bytes: Bytes | null, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
    this.#init = init;
  }

  #stream(): Response {
    this.#streamed ??= new Response(this.#used ? null : this.#bytes, this.#init);
    return this.#streamed;
  }

  /** Reads the body once, as a fetched body is read: from the bytes, or through the stream once there is one. */
  async #read<T>(read: (response: Response) => Promise<T>, direct?: (bytes: Bytes) => T): Promise<T> {
    if (this.#streamed || !direct) {
      return read(this.#stream());
    }
    if (this.#used) {
      throw used();
    }
    this.#used = true;
    return direct(this.#bytes ?? new Uint8Array(0));
  }

  override get body(): ReadableStream<Bytes> | null {
    return this.#bytes && this.#stream().body;
  }

  override get bodyUsed(): boolean {
    return this.#streamed?.bodyUsed ?? this.#used;
  }

  override text(): Promise<string> {
    return this.#read(
      (response) => response.text(),
      (bytes) => decoder.decode(bytes),
    );
  }

  override json(): Promise<unknown> {
    return this.#read(
      (response) => response.json(),
      (bytes) => JSON.parse(decoder.decode(bytes)),
    );
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#read(
      (response) => response.arrayBuffer(),
      (bytes) => bytes.buffer,
    );
  }

  override bytes(): Promise<Bytes> {
    return this.#read(
      (response) => response.bytes(),
      (bytes) => bytes,
    );
  }

  override blob(): Promise<Blob> {
    return this.#read((response) => response.blob());
  }

  override formData(): Promise<FormData> {
    return this.#read((response) => response.formData());
  }

  override clone(): Response {
    if (this.#used && !this.#streamed) {
      throw used();
    }
    return this.#stream().clone();
  }
}
