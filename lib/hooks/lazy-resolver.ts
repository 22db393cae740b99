import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (with zod and its resolver) is imported on first use, or on `preload` when
 * the visitor first reaches the form, instead of with the page: it is the heaviest part of a form's code, and the
 * server-rendered form works without it. Should the import fail, the form goes to the server action, which validates
 * with the same schema and answers with the same messages.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): { resolver: Resolver<Values, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, Context, Output> | null> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      console.error('[form] the validation code could not be loaded; the server checks the form instead', error);
      loading = undefined;
      return null;
    }));
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) => {
    const resolve = await loaded();
    return resolve ? resolve(values, context, options) : { values: values as unknown as Output, errors: {} };
  };
  return { resolver, preload: () => void loaded() };
}
