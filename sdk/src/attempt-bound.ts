/**
 * What bounds one attempt of the transport: its timeout and the caller's signal, cut
 * short together, and the controllers requests are made with, so that a call's first
 * attempt uses the request openapi-fetch built rather than a second one made to carry
 * the timeout.
 */

// Timers above this overflow and fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Where a request made with a controller (client-request.ts) carries it until its first
 * attempt takes it: a property, where a WeakMap entry a call would cost the garbage
 * collector more.
 */
const CONTROLLER = Symbol();

type Carrier = Request & { [CONTROLLER]?: AbortController | undefined };

/** Whether an attempt has a timer of its own: 0 or Infinity turns the timeout off. */
export function isTimed(timeoutMs: number): boolean {
  return timeoutMs > 0 && Number.isFinite(timeoutMs);
}

/**
 * What ends an attempt early: the caller's signal, and the timeout when there is one.
 * Whatever cuts the attempt short rejects its `run` and cancels the body being read
 * itself, rather than through listeners on a signal of its own: each listener added to
 * an AbortSignal and removed costs about as much as the rest of the bound.
 */
export class AttemptBound {
  /** Aborts once the attempt is cut short; the request and its redirects follow it. */
  declare readonly signal: AbortSignal;
  timedOut = false;
  #reject: ((reason: unknown) => void) | undefined;
  #cancelBody: ((reason: unknown) => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #unfollow: (() => void) | undefined;

  /**
   * With a timeout, a controller that the caller's signal and the timer abort: `made`,
   * the one the request was made with (see {@link madeWith}; there is no caller's signal
   * then), or one of its own. Without a timeout, the request's own signal, which already
   * follows the caller's, so nothing is built but the promise `run` makes.
   */
  constructor(request: Request, callerSignal: AbortSignal | undefined, timeoutMs: number, made?: AbortController) {
    const controller = isTimed(timeoutMs) ? (made ?? new AbortController()) : undefined;
    const followed = controller ? callerSignal : request.signal;
    this.signal = controller?.signal ?? request.signal;
    if (followed) {
      const onAbort = () => {
        controller?.abort(followed.reason);
        this.#cut(followed.reason);
      };
      followed.addEventListener("abort", onAbort, { once: true });
      this.#unfollow = () => followed.removeEventListener("abort", onAbort);
    }
    if (controller) {
      this.#timer = setTimeout(
        () => {
          this.timedOut = true;
          controller.abort();
          this.#cut(controller.signal.reason);
        },
        Math.min(timeoutMs, MAX_TIMER_MS),
      );
    }
  }

  #cut(reason: unknown): void {
    this.#reject?.(reason);
    this.#cancelBody?.(reason);
  }

  /**
   * What `work` resolves, or the reason once the attempt is cut short, whichever comes
   * first: a fetch that ignores its signal (an in-process handler) still loses the race.
   * Nothing can cut the attempt short before this is called: the bound is made just before.
   */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#reject = reject;
      work().then(resolve, reject);
    });
  }

  /** What cancels the body being read when the attempt is cut short; undefined once it is read. */
  onCut(cancelBody: ((reason: unknown) => void) | undefined): void {
    this.#cancelBody = cancelBody;
  }

  /** Stops the timer and the listener; the attempt is over. */
  release(): void {
    clearTimeout(this.#timer);
    this.#unfollow?.();
  }
}

/** Records that `request` was made with `controller`'s signal (or with none), for its first attempt. */
export function madeWith(request: Request, controller: AbortController | undefined): void {
  (request as Carrier)[CONTROLLER] = controller;
}

/** The controller `request` was made with, once: only its first attempt may use it. */
export function takeController(request: Request): AbortController | undefined {
  const controller = (request as Carrier)[CONTROLLER];
  (request as Carrier)[CONTROLLER] = undefined;
  return controller;
}
