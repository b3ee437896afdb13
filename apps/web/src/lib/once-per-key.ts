/**
 * For calls that spend a one-time token: React's development double effect (and a re-render) must
 * reuse the first request for a key instead of sending the token a second time.
 */
export function oncePerKey<T>(request: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key) => {
    let found = pending.get(key);
    if (!found) {
      found = request(key);
      pending.set(key, found);
    }
    return found;
  };
}
