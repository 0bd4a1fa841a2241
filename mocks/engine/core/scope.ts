/**
 * A value that follows one request through its awaits: what the current request is about (its intent, see
 * `../ledger/intents.ts`), readable deep in the engine without passing it through every call.
 *
 * In Node it is an `AsyncLocalStorage`, reached through `process.getBuiltinModule` (Node ≥ 20.16), so this
 * file imports nothing Node-only and the engine still bundles for the browser. Where the host has none (the
 * browser: Storybook), one value is current at a time: `isolated` is false, and the caller serialises the
 * scopes it opens (`mocks/handlers/_intents.ts` runs keyed calls one at a time there).
 */

export interface Scope<T> {
  /** Runs `fn` with `value` current (for its awaits too, where the host isolates scopes). */
  run<R>(value: T | undefined, fn: () => R): R;
  get(): T | undefined;
  /** Whether concurrent `run`s each see their own value. */
  readonly isolated: boolean;
}

interface AsyncLocalStorageLike<T> {
  run<R>(store: T, fn: () => R): R;
  getStore(): T | undefined;
}
type AlsClass = new <T>() => AsyncLocalStorageLike<T>;

function asyncLocalStorage(): AlsClass | undefined {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const hooks = host?.getBuiltinModule?.('node:async_hooks') as { AsyncLocalStorage?: AlsClass } | undefined;
  return hooks?.AsyncLocalStorage;
}

export function createScope<T>(): Scope<T> {
  const Als = asyncLocalStorage();
  if (Als) {
    const als = new Als<{ value: T | undefined }>();
    return {
      run: (value, fn) => als.run({ value }, fn),
      get: () => als.getStore()?.value,
      isolated: true,
    };
  }
  let current: T | undefined;
  return {
    run<R>(value: T | undefined, fn: () => R): R {
      const before = current;
      current = value;
      let result: R;
      try {
        result = fn();
      } catch (error) {
        current = before;
        throw error;
      }
      const restore = () => {
        current = before;
      };
      if (result && typeof (result as { finally?: unknown }).finally === 'function')
        return (result as unknown as Promise<unknown>).finally(restore) as R;
      restore();
      return result;
    },
    get: () => current,
    isolated: false,
  };
}
