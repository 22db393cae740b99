import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field people never see or reach; anything typed into it marks the submission as spam (lib/schemas/fields: register 'website'). */
export function Honeypot({ register }: { register: UseFormRegisterReturn }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <input type="text" tabIndex={-1} autoComplete="off" {...register} />
    </div>
  );
}
