import { shortText19 } from '@kwk/shared/catalogue/catalogue.rules';

/** A card title cut as spec §9 says (over 40 characters: 19 plus dots); screen readers get it whole. */
export function ShortName({ name }: { name: string }) {
  const short = shortText19(name);
  if (short === name) return name;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}
