import { buttonVariants } from '@/components/ui/button-variants';

type Props = {
  /** The form-level message of a failed answer, announced as an alert. */
  problem: string | undefined;
  submitting: boolean;
  label: string;
  busyLabel: string;
  variant: 'default' | 'accent';
};

/** The end of a home form: the failure's message, then the submit button that shows its sending label while busy. */
export function FormSubmit({ problem, submitting, label, busyLabel, variant }: Props) {
  return (
    <>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className={buttonVariants({ variant, size: 'lg', className: 'justify-self-start' })}
      >
        {submitting ? busyLabel : label}
      </button>
    </>
  );
}
