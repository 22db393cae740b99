import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { roleOf, STAFF_ROLES, type StaffRole } from '@/lib/access/staff-session';

/**
 * Who may do what in the back office. Two roles: an owner manages everything, users included; an editor (the
 * default) edits content only. Anonymous visitors read published content and nothing else.
 */
export const ROLES = STAFF_ROLES;
export type Role = StaffRole;

export { roleOf };

export const isOwner = (req: Pick<PayloadRequest, 'user'>): boolean => roleOf(req) === 'owner';
export const isStaff = (req: Pick<PayloadRequest, 'user'>): boolean => roleOf(req) !== null;

export const anyone: Access = () => true;
export const staffOnly: Access = ({ req }) => isStaff(req);
export const ownerOnly: Access = ({ req }) => isOwner(req);
export const ownerField: FieldAccess = ({ req }) => isOwner(req);

/** The owner reads and edits every account; anyone else signed in, only their own. */
export const ownerOrSelf: Access = ({ req }) => {
  if (isOwner(req)) return true;
  if (!req.user) return false;
  return { id: { equals: req.user.id } };
};
