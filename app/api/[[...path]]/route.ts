import { unknownApiAddress } from '@/lib/api/unknown-address';

/*
 * Every /api/ address that no route of its own answers (Next prefers the static routes beside this one), whatever the
 * method: a JSON 404, not the HTML page of app/not-found.tsx. A method an existing route lacks still gets that route's
 * 405. HEAD is answered by GET.
 */
export const dynamic = 'force-dynamic';

export const GET = unknownApiAddress;
export const POST = unknownApiAddress;
export const PUT = unknownApiAddress;
export const PATCH = unknownApiAddress;
export const DELETE = unknownApiAddress;
export const OPTIONS = unknownApiAddress;
