/**
 * The named functions of an owner's repository and nothing else: the part other modules may call
 * (issue 28: no repository on the app's services). The owner lists the names beside its
 * repository, so a new use by another module is a visible change of what it offers.
 */
export function facet<T extends object, const K extends keyof T>(of: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, of[name]])) as Pick<T, K>;
}
