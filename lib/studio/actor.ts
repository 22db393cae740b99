/** Who is acting: the account's role and what the audit log records for them (their account's e-mail). */
export interface StudioActorRef {
  role: string;
  auditActor: string;
}

/** Every use case here is for an owner: anything else is refused here as well as by the view that called it. */
export const isOwnerActor = (actor: StudioActorRef | null | undefined): actor is StudioActorRef =>
  actor?.role === 'owner';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
