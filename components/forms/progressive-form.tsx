'use client';

import { useActionState, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import type { EnhancedFormProps, FormOptions, FormSnapshot, FormView } from './form-view';

type Enhanced<T extends FieldValues> = {
  Form: ComponentType<EnhancedFormProps<T>>;
  resolver: Resolver<T, unknown, T>;
  snapshot: FormSnapshot;
};

function snapshotOf(form: HTMLFormElement, fields: readonly string[], submit: boolean): FormSnapshot {
  const values: FormSnapshot['values'] = {};
  for (const name of fields) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      values[name] = control.value;
  }
  const active = document.activeElement;
  const inside = active && form.contains(active);
  const typing = inside && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.id;
  const focus = typing
    ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
    : inside
      ? { control: active }
      : null;
  return { values, focus, submit };
}

const RELEASES = ['pointerup', 'pointercancel', 'keyup'];

/** Runs `then` as the press under way ends (pointer up or cancelled, a key up), before the click that follows. */
function afterRelease(then: () => void) {
  const released = () => {
    for (const name of RELEASES) removeEventListener(name, released, true);
    then();
  };
  for (const name of RELEASES) addEventListener(name, released, true);
}

/**
 * A real `<form action={serverAction}>`: without JavaScript it posts, and the server renders its
 * answer here (the thank-you state, or each field's message with the values sent back). With JavaScript, the first
 * interaction loads react-hook-form and the schema, which take over the same markup (EnhancedForm); the page's first
 * load carries neither.
 */
export function ProgressiveForm<T extends FieldValues>(options: FormOptions<T>) {
  const { action, fields, checkboxes, loadResolver, done, children, testId, className, permalink } = options;
  const [posted, formAction] = useActionState(action, null, permalink);
  const [enhanced, setEnhanced] = useState<Enhanced<T> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  // The visitor submitted before the enhancement had loaded: it submits once it has.
  const submitted = useRef(false);
  // The enhancement could not load (offline): the server action answers on its own.
  const plain = useRef(false);
  // A pointer or a key is down in this form: the click it makes (a button's) comes with the release.
  const pressing = useRef(false);

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([import('./enhanced-form'), loadResolver()])
      .then(([{ EnhancedForm }, resolver]) => {
        const swap = () => {
          const form = formRef.current;
          if (!form) return;
          // In one go with reading the fields, so that no keystroke falls between the two forms.
          flushSync(() =>
            setEnhanced({ Form: EnhancedForm, resolver, snapshot: snapshotOf(form, fields, submitted.current) }),
          );
        };
        // The enhanced form is a new element: put in between a press and its release, it would take the click with
        // the old button (the press began on an element that is gone, so the browser sends no click at all). So it
        // waits for the release, and for the click that follows it in the same task (which submits as before the
        // enhancement, so the enhanced form submits on arrival).
        if (pressing.current) afterRelease(() => setTimeout(swap));
        else swap();
      })
      .catch((error: unknown) => {
        console.error('[form] the enhancement could not load', error);
        plain.current = true;
        if (submitted.current) formRef.current?.requestSubmit();
      });
  };
  const onPress = () => {
    pressing.current = true;
    afterRelease(() => (pressing.current = false));
    enhance();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (plain.current) return;
    event.preventDefault();
    submitted.current = true;
    enhance();
  };

  if (enhanced)
    return (
      <enhanced.Form
        options={options}
        resolver={enhanced.resolver}
        posted={posted}
        formAction={formAction}
        snapshot={enhanced.snapshot}
      />
    );
  // The server's answer to a post made without JavaScript: the sections above (content-visibility: auto) are laid out
  // at full size at once, so that the autofocus scroll lands on the answer instead of where placeholders had it.
  const settle = posted ? <style>{'.render-on-approach{content-visibility:visible}'}</style> : null;
  if (posted?.success && done) {
    return (
      <>
        {settle}
        {done(posted)}
      </>
    );
  }

  const failed = posted && !posted.success ? posted : null;
  const firstFailing = fields.find((field) => failed?.fieldErrors[field]);
  const control = (name: Path<T>) => {
    const kept = failed?.values?.[name];
    const autoFocus = name === firstFailing ? true : undefined;
    return checkboxes.includes(name)
      ? { name, defaultChecked: kept === 'on', autoFocus }
      : { name, defaultValue: kept ?? '', autoFocus };
  };
  const view: FormView<T> = {
    control,
    errorOf: (name) => failed?.fieldErrors[name],
    submitting: false,
    problem: failed && !Object.keys(failed.fieldErrors).length ? failed.message : undefined,
    result: posted,
  };
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={enhance}
      onPointerEnter={enhance}
      onPointerDown={onPress}
      onKeyDown={onPress}
      noValidate
      data-testid={testId}
      className={className}
    >
      {settle}
      {children(view)}
    </form>
  );
}
