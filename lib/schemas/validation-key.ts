import type errors from '@/messages/es/errors.json';

/** A key of the `validation` group of messages/{locale}/errors.json. */
export type ValidationKey = keyof (typeof errors)['validation'];
