import type { ControlProps } from '@/components/forms/form-view';

/**
 * A field people never see or reach; anything typed into it marks the submission as spam (lib/schemas/fields:
 * 'website').
 */
export function Honeypot({ control }: { control: ControlProps }) {
  return (
    <div aria-hidden className="trap">
      <input type="text" tabIndex={-1} autoComplete="off" {...control} />
    </div>
  );
}
