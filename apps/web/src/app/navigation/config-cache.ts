/**
 * Spec §2: "The tenant configuration is loaded on the first navigation." The first caller starts
 * the request; every later navigation reuses the same promise. A failed load is forgotten so the
 * next navigation tries again instead of showing the error forever.
 */
export function createOnceLoader<T>(load: () => Promise<T>): {
  get: () => Promise<T>;
  peek: () => T | undefined;
} {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get() {
      if (!pending) {
        pending = load().then(
          (v) => {
            value = v;
            return v;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        );
      }
      return pending;
    },
    peek: () => value,
  };
}
