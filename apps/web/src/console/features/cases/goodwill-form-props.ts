import type { GoodwillCase } from '@kwk/shared/operator/goodwill.schemas';

/** What a goodwill case's form (support's decision, finance's approval) is given. */
export interface GoodwillFormProps {
  found: GoodwillCase;
  /** The case as saved, or null when the form was cancelled. */
  onDone: (saved: GoodwillCase | null) => void;
}
