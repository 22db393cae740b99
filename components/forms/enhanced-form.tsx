'use client';

import { useLayoutEffect, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useActionForm } from '@/lib/hooks/use-action-form';
import { drawnControls, type EnhancedFormProps, type FormSnapshot, type FormView } from './form-view';

function restoreFocus(form: HTMLFormElement | null, focus: FormSnapshot['focus']) {
  if (!focus) return;
  if ('control' in focus) {
    // The server's form, taken out of the page with the control still in it.
    const before = focus.control.closest('form');
    const control = form && before ? drawnControls(form)[drawnControls(before).indexOf(focus.control)] : undefined;
    if (control instanceof HTMLElement) control.focus();
    return;
  }
  const control = document.getElementById(focus.id);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
  control.focus();
  try {
    if (focus.start !== null && focus.end !== null) control.setSelectionRange(focus.start, focus.end);
  } catch {
    // E-mail fields have no caret position to restore.
  }
}

/**
 * The form driven by react-hook-form, loaded on the first interaction with its server-rendered twin (ProgressiveForm).
 * It draws the same markup, starting from what was typed, with the focus and caret where they were.
 */
export function EnhancedForm<T extends FieldValues>({
  options,
  resolver,
  posted,
  formAction,
  snapshot,
}: EnhancedFormProps<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { form, onSubmit, result, errorOf, isSubmitting, problem } = useActionForm<T>({
    ...options,
    resolver,
    defaultValues: snapshot.values as DefaultValues<T>,
    posted,
  });

  useLayoutEffect(() => {
    restoreFocus(formRef.current, snapshot.focus);
    if (snapshot.submit) formRef.current?.requestSubmit();
    // Once, as the enhanced form replaces the server's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (result?.success && options.done) return options.done(result);
  const view: FormView<T> = {
    control: (name) => form.register(name),
    errorOf,
    submitting: isSubmitting,
    problem,
    result,
  };
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      data-testid={options.testId}
      className={options.className}
    >
      {options.children(view)}
    </form>
  );
}
