/**
 * What bounds one attempt of the transport: its timeout and the caller's signal, cut
 * short together, and the controllers requests are made with, so that a call's first
 * attempt uses the request openapi-fetch built rather than a second one made to carry
 * the timeout.
 */

// Timers above this overflow and fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Controllers of requests made with one (client-request.ts), until their first attempt takes them. */
const controllers = new WeakMap<Request, AbortController>();

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
  readonly signal: AbortSignal;
  /** Whether the attempt's request already follows `signal`: it was made with the controller. */
  readonly followedByRequest: boolean;
  timedOut = false;
  #reject: ((reason: unknown) => void) | undefined;
  /** Why the attempt was cut short, once it was. */
  #cutBy: { reason: unknown } | undefined;
  #cancelBody: ((reason: unknown) => void) | undefined;
  #release: () => void = () => {};

  /**
   * With a timeout, a controller of its own that the caller's signal and the timer abort;
   * without one, the request's own signal (which already follows the caller's), so
   * nothing is built but the promise that loses the race. `made` is the controller the
   * request was made with (see {@link madeWith}): it has no caller's signal to follow.
   */
  constructor(request: Request, callerSignal: AbortSignal | undefined, timeoutMs: number, made?: AbortController) {
    this.followedByRequest = made !== undefined;
    if (!isTimed(timeoutMs)) {
      this.signal = request.signal;
      this.#follow(request.signal, undefined);
      return;
    }
    const controller = made ?? new AbortController();
    this.signal = controller.signal;
    if (callerSignal !== undefined) {
      this.#follow(callerSignal, controller);
    }
    const timer = setTimeout(
      () => {
        this.timedOut = true;
        controller.abort();
        this.#cut(controller.signal.reason);
      },
      Math.min(timeoutMs, MAX_TIMER_MS),
    );
    const unfollow = this.#release;
    this.#release = () => {
      clearTimeout(timer);
      unfollow();
    };
  }

  /** Cuts the attempt short when `signal` aborts, aborting `controller` first when there is one. */
  #follow(signal: AbortSignal, controller: AbortController | undefined): void {
    const onAbort = () => {
      controller?.abort(signal.reason);
      this.#cut(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    this.#release = () => signal.removeEventListener("abort", onAbort);
  }

  #cut(reason: unknown): void {
    this.#cutBy = { reason };
    this.#reject?.(reason);
    this.#cancelBody?.(reason);
  }

  /**
   * What `work` resolves, or the reason once the attempt is cut short, whichever comes
   * first: a fetch that ignores its signal (an in-process handler) still loses the race.
   */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.#cutBy) {
        reject(this.#cutBy.reason);
        return;
      }
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
    this.#release();
  }
}

/**
 * A controller for a request about to be made, which its first attempt's timeout will
 * abort; with no timeout, none. Registered for {@link takeController} by `madeWith`.
 */
export function controllerFor(timeoutMs: number): AbortController | undefined {
  return isTimed(timeoutMs) ? new AbortController() : undefined;
}

/** Records that `request` was made with `controller`'s signal, for its first attempt. */
export function madeWith(request: Request, controller: AbortController): void {
  controllers.set(request, controller);
}

/** The controller `request` was made with, once: only its first attempt may use it. */
export function takeController(request: Request): AbortController | undefined {
  const controller = controllers.get(request);
  controllers.delete(request);
  return controller;
}
