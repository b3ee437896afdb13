/** What reordering needs of an FAQ. */
export interface Ordered {
  Id: string;
  Group: string;
  Position: number;
}

/**
 * Moves the FAQ at `index` (of the list as the API orders it: group, then position) one place up
 * (-1) or down (+1) within its group, and answers the FAQs whose Position must change: the group
 * is renumbered 10, 20, 30 … so positions stay distinct and leave room for a later insert. Nothing
 * moves past its group's ends.
 */
export function moveFaq(
  faqs: readonly Ordered[],
  index: number,
  delta: -1 | 1,
): { Id: string; Position: number }[] {
  const moving = faqs[index];
  if (!moving) return [];
  const group = faqs.filter((f) => f.Group === moving.Group);
  const at = group.indexOf(moving);
  const to = at + delta;
  if (to < 0 || to >= group.length) return [];
  const reordered = [...group];
  reordered.splice(at, 1);
  reordered.splice(to, 0, moving);
  return reordered
    .map((f, i) => ({ Id: f.Id, Position: (i + 1) * 10, before: f.Position }))
    .filter((f) => f.Position !== f.before)
    .map(({ Id, Position }) => ({ Id, Position }));
}
