'use client';

import { TextInput, useField } from '@payloadcms/ui';
import { mergeFieldStyles } from '@payloadcms/ui/shared';
import type { TextFieldClientComponent } from 'payload';

/*
 * A closed day picked from the browser's own calendar instead of typed as AAAA-MM-DD. The stored value is the same
 * text (a date input's value is YYYY-MM-DD), so the schedule's rules, the booking calendar and the stored days are
 * unchanged; the field's own check still refuses anything that is no day. The calendar shows the day in the admin's
 * language, and the keyboard moves through day, month and year.
 */
/** TextInput spreads these over its input's own (`type: 'text'` first); its type names only `autoComplete`. */
const DATE_INPUT = { type: 'date', min: '2000-01-01', max: '2099-12-31' } as unknown as { autoComplete?: undefined };

export const DayInput: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, setValue, showError, disabled } = useField<string>({ potentiallyStalePath: pathFromProps });
  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      description={field.admin?.description}
      style={mergeFieldStyles(field)}
      value={value ?? ''}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
      showError={showError}
      readOnly={readOnly || disabled}
      htmlAttributes={DATE_INPUT}
    />
  );
};
