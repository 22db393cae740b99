'use client';

import { useActionState, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { ActionResult } from '@/lib/api/action-result';

type FormAction = (previous: ActionResult | null, input: unknown) => Promise<ActionResult>;

type Options<T extends FieldValues> = {
  /** The server action, bound to the locale. */
  action: FormAction;
  resolver: Resolver<T, unknown, T>;
  defaultValues: DefaultValues<T>;
  /** Message texts by validation key: the schema's messages are keys, shown in the page's language. */
  validation: Record<string, string>;
  /** The destructive toast of spec §8 when the provider or the network fails. */
  failure: { title: string; description: string };
  onSuccess?: (values: T) => void;
};

/**
 * A `<form action={formAction}>` that works without JavaScript (the server answers with its result: thank-you state or
 * localised field errors), enhanced by react-hook-form: validation with the same schema in the browser, the action
 * called directly, the first wrong field focused, and the values kept when the provider fails (DESIGN §8 Forms).
 */
export function useActionForm<T extends FieldValues>({ action, resolver, defaultValues, validation, failure, onSuccess }: Options<T>) {
  const [serverResult, formAction] = useActionState(action, null);
  const [clientResult, setClientResult] = useState<ActionResult | null>(null);
  const form = useForm<T, unknown, T>({ resolver, defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    let result: ActionResult;
    try {
      result = await action(null, values);
    } catch (error) {
      console.error('[form] the submission could not be sent', error);
      result = { success: false, message: failure.description, fieldErrors: {} };
    }
    setClientResult(result);
    if (result.success) return onSuccess?.(values);
    const fields = Object.entries(result.fieldErrors);
    fields.forEach(([name, message], index) => form.setError(name as Path<T>, { message }, { shouldFocus: index === 0 }));
    if (!fields.length) {
      const { notify } = await import('@/lib/notify');
      notify({ ...failure, variant: 'destructive' });
    }
  });

  const result = clientResult ?? serverResult;
  // Reading formState.errors subscribes the form to error changes.
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: Path<T>): string | undefined => {
    const message = name in errors ? form.getFieldState(name).error?.message : undefined;
    if (message) return validation[message] ?? message;
    return !clientResult && serverResult && !serverResult.success ? serverResult.fieldErrors[name] : undefined;
  };
  const failedWithoutFields = result && !result.success && !Object.keys(result.fieldErrors).length ? result.message : undefined;

  return { form, formAction, onSubmit, result, errorOf, isSubmitting, failedWithoutFields };
}
