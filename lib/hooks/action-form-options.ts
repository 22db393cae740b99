import type { FieldValues, Path } from 'react-hook-form';
import type { ActionResult } from '@/lib/api/action-result';

/** A server action bound to the page's language once, at module level (see components/forms/per-locale.ts). */
export type FormAction = (previous: ActionResult | null, input: unknown) => Promise<ActionResult>;

/** What a form driven by a server action is told, whether react-hook-form or the server's HTML drives it. */
export type ActionFormOptions<T extends FieldValues> = {
  action: FormAction;
  /** The form's fields in the order they show: the first failing one receives the focus. */
  fields: readonly Path<T>[];
  /** Which of the fields are checkboxes. */
  checkboxes: readonly Path<T>[];
  /** Message texts by validation key: the schema's messages are keys, shown in the page's language. */
  validation: Record<string, string>;
  /** The destructive toast shown when the provider or the network fails. */
  failure: { title: string; description: string };
  /** After a success with JavaScript; `clear` empties the form. */
  onSuccess?: (values: T, clear: () => void) => void;
};
