import type { ReactNode } from 'react';
import type { FieldValues, Path, Resolver, UseFormRegisterReturn } from 'react-hook-form';
import type { ActionResult } from '@/lib/api/action-result';
import type { ActionFormOptions } from '@/lib/hooks/action-form-options';

/**
 * What a control spreads: in the server's HTML its name and the value the server sent back; once react-hook-form
 * drives the form, its registration.
 */
export type ControlProps = { name: string; defaultValue?: string; defaultChecked?: boolean; autoFocus?: boolean } & Partial<
  Pick<UseFormRegisterReturn, 'onChange' | 'onBlur' | 'ref'>
>;

/** What a form's markup needs, whichever of the two ways the form is driven. */
export type FormView<T extends FieldValues> = {
  control: (name: Path<T>) => ControlProps;
  errorOf: (name: Path<T>) => string | undefined;
  submitting: boolean;
  /** A failure no field explains (the provider or the network): shown as an alert by the button. */
  problem: string | undefined;
  result: ActionResult | null;
};

export type FormOptions<T extends FieldValues> = ActionFormOptions<T> & {
  /** The schema's resolver, loaded with react-hook-form on the first interaction. */
  loadResolver: () => Promise<Resolver<T, unknown, T>>;
  /** Shown instead of the form after a success; without it the form stays and shows the result itself. */
  done?: (result: Extract<ActionResult, { success: true }>) => ReactNode;
  children: (view: FormView<T>) => ReactNode;
  testId: string;
  className?: string;
  /**
   * Where the form posts without JavaScript: the address of the page it is on, without a fragment. The default (the
   * page's own address) keeps the fragment it was opened with (/it#contacto), and a page answered with a fragment is
   * scrolled to it and gives no control its autofocus, so the answer (the first failing field, the thank-you) was left
   * out of view. With JavaScript it changes nothing.
   */
  permalink?: string;
};

/**
 * The server-rendered form's state when react-hook-form takes over: what was typed, and where the focus was: a field
 * by its id with the caret, or any other control (the submit button, a checkbox) as the element it was, which the
 * enhanced form finds again by its place among drawnControls (drawn in the same order).
 */
export type FormSnapshot = {
  values: Record<string, string | boolean>;
  focus: { id: string; start: number | null; end: number | null } | { control: Element } | null;
  /** The visitor submitted before the enhancement had loaded: submit again once it has. */
  submit: boolean;
};

export type EnhancedFormProps<T extends FieldValues> = {
  options: FormOptions<T>;
  resolver: Resolver<T, unknown, T>;
  posted: ActionResult | null;
  formAction: (payload: FormData) => void;
  snapshot: FormSnapshot;
};

/**
 * A form's controls that both ways of drawing it have, in order: the server's HTML also carries the server action's
 * hidden fields, which the enhanced form does not.
 */
export function drawnControls(form: HTMLFormElement): Element[] {
  return Array.from(form.elements).filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden'));
}
