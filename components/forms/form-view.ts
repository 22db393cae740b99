import type { ReactNode } from 'react';
import type { FieldValues, Path, Resolver, UseFormRegisterReturn } from 'react-hook-form';
import type { ActionResult } from '@/lib/api/action-result';
import type { ActionFormOptions } from '@/lib/hooks/action-form-options';

/** The same props serve the server's HTML and react-hook-form's registration, so markup is written once. */
export type ControlProps = {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  autoFocus?: boolean;
} & Partial<Pick<UseFormRegisterReturn, 'onChange' | 'onBlur' | 'ref'>>;

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
   * Where the form posts without JavaScript, without a fragment: an answer with a fragment scrolls there and skips
   * autofocus, leaving the failing field or the thank-you out of view.
   */
  permalink?: string;
};

/**
 * Carried over when react-hook-form takes over so nothing typed or focused is lost; a control without an id is found
 * again by its place among drawnControls.
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

/** Hidden fields are skipped: only the server's HTML carries the action's, so positions would not line up. */
export function drawnControls(form: HTMLFormElement): Element[] {
  return Array.from(form.elements).filter(
    (control) => !(control instanceof HTMLInputElement && control.type === 'hidden'),
  );
}
