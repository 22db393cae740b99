import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@/lib/schemas/contact';

/** Zod and the schema in one module, so the form loads them lazily with a single import on first interaction. */
export const contactResolver = zodResolver(contactFormSchema, undefined, { raw: true });
