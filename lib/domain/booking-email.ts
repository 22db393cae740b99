/** Providers whose addresses ignore dots in the local part: j.doe@gmail.com and jdoe@gmail.com reach one inbox. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** So a visitor's booking caps count one inbox, whatever variant of the address (case, `+tag`, dots) they type. */
export function normalizeEmail(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return lowered;
  const domain = lowered.slice(at + 1);
  let local = lowered.slice(0, at);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) return `${local.replace(/\./g, '')}@${dotless}`;
  return `${local}@${domain}`;
}
