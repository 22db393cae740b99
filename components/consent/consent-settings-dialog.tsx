'use client';

import { useId, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import type { ConsentTexts } from './consent-texts';

type Values = { analytics: boolean; marketing: boolean };

type Props = {
  texts: ConsentTexts['dialog'];
  /** Both on for a first choice; the current choice when the visitor comes back to change it. */
  initial: Values;
  onSave: (values: Values) => void;
  onDismiss: () => void;
  /** Where focus goes once the dialog has gone: it has no Radix trigger, so Radix alone would drop it on the body. */
  onClosed: () => void;
};

function Category({ title, description, control }: { title: string; description: string; control: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-6 border-t border-border py-4 first:border-t-0">
      <div className="text-sm">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      <div className="shrink-0 pt-0.5">{control}</div>
    </div>
  );
}

/** The configure dialog: analytics and marketing toggles (Radix Switch) and a save action. */
export default function ConsentSettingsDialog({ texts, initial, onSave, onDismiss, onClosed }: Props) {
  const [values, setValues] = useState<Values>({ analytics: initial.analytics, marketing: initial.marketing });
  const id = useId();

  const toggle = (key: keyof Values) => (
    <Switch
      id={`${id}-${key}`}
      checked={values[key]}
      onCheckedChange={(checked) => setValues((current) => ({ ...current, [key]: checked }))}
      aria-labelledby={`${id}-${key}-label`}
      aria-describedby={`${id}-${key}-description`}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogContent
        closeLabel={texts.close}
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <div>
          <Category
            title={texts.necessary}
            description={texts.necessaryDescription}
            control={
              <span className="text-xs font-semibold tracking-wide text-accent uppercase">{texts.alwaysOn}</span>
            }
          />
          {(['analytics', 'marketing'] as const).map((key) => (
            <div key={key} className="flex items-start justify-between gap-6 border-t border-border py-4">
              <div className="text-sm">
                <label id={`${id}-${key}-label`} htmlFor={`${id}-${key}`} className="font-semibold">
                  {texts[key]}
                </label>
                <p id={`${id}-${key}-description`} className="mt-1 text-muted-foreground">
                  {texts[`${key}Description`]}
                </p>
              </div>
              <div className="shrink-0 pt-0.5">{toggle(key)}</div>
            </div>
          ))}
        </div>
        <DialogFooter>
          <button type="button" className={buttonVariants()} onClick={() => onSave(values)}>
            {texts.save}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
