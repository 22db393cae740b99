import type { FieldValues, Path } from 'react-hook-form';
import type { ActionResult } from '@/lib/api/action-result';

/** Bound to the page's language once, at module level, so its reference stays stable. */
export type FormAction = (previous: ActionResult | null, input: unknown) => Promise<ActionResult>;

/** Shared by both ways a form is driven, react-hook-form or the server's HTML. */
export type ActionFormOptions<T extends FieldValues> = {
  action: FormAction;
  /** The form's fields in the order they show: the first failing one receives the focus. */
  fields: readonly Path<T>[];
  checkboxes: readonly Path<T>[];
  /** Message texts by validation key: the schema's messages are keys, shown in the page's language. */
  validation: Record<string, string>;
  /** The destructive toast shown when the provider or the network fails. */
  failure: { title: string; description: string };
  /** Only runs with JavaScript; `clear` empties the form. */
  onSuccess?: (values: T, clear: () => void) => void;
};
