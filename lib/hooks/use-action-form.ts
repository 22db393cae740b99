'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { ActionFormOptions } from './action-form-options';
import type { ActionResult } from '@/lib/api/action-result';

type Options<T extends FieldValues> = ActionFormOptions<T> & {
  resolver: Resolver<T, unknown, T>;
  defaultValues: DefaultValues<T>;
  /** The server's answer to a submission made before react-hook-form took over: its errors show until the next one. */
  posted: ActionResult | null;
};

function blank<T extends FieldValues>(fields: readonly Path<T>[], checkboxes: readonly Path<T>[]): DefaultValues<T> {
  return Object.fromEntries(
    fields.map((field) => [field, checkboxes.includes(field) ? false : '']),
  ) as DefaultValues<T>;
}

/**
 * react-hook-form over a server action: validation with the same schema in the browser, the action
 * called directly, the first wrong field focused, and the values kept with a destructive toast when the provider or
 * the network fails.
 */
export function useActionForm<T extends FieldValues>({
  action,
  fields,
  checkboxes,
  resolver,
  defaultValues,
  validation,
  failure,
  onSuccess,
  posted,
}: Options<T>) {
  const [answer, setAnswer] = useState<ActionResult | null>(null);
  const form = useForm<T, unknown, T>({ resolver, defaultValues, shouldFocusError: false });
  const focusFirst = (failing: Iterable<string>) => {
    const names = new Set(failing);
    const first = fields.find((field) => names.has(field));
    if (first) form.setFocus(first);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      let result: ActionResult;
      try {
        result = await action(null, values);
      } catch (error) {
        console.error('[form] the submission could not be sent', error);
        result = { success: false, message: failure.description, fieldErrors: {} };
      }
      setAnswer(result);
      if (result.success) return onSuccess?.(values, () => form.reset(blank(fields, checkboxes)));
      const failing = Object.entries(result.fieldErrors);
      for (const [name, message] of failing) form.setError(name as Path<T>, { type: 'server', message });
      focusFirst(failing.map(([name]) => name));
      if (!failing.length) {
        const { notify } = await import('@/lib/notify');
        notify({ ...failure, variant: 'destructive' });
      }
    },
    (errors) => focusFirst(Object.keys(errors)),
  );

  const result = answer ?? posted;
  // Reading formState subscribes the form to its changes.
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const errorOf = (name: Path<T>): string | undefined => {
    const message = name in errors ? form.getFieldState(name).error?.message : undefined;
    if (message) return validation[message] ?? message;
    return !isSubmitted && posted && !posted.success ? posted.fieldErrors[name] : undefined;
  };
  const problem = result && !result.success && !Object.keys(result.fieldErrors).length ? result.message : undefined;

  return { form, onSubmit, result, errorOf, isSubmitting, problem };
}
