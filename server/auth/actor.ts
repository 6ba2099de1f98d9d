import type { Role } from '../../common/roles.ts';

// Who is acting. Every service function takes one and checks permission itself, so no caller can
// skip it.
export type Actor =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      id: string;
      role: Role;
      email: string;
      fullName: string;
      providerId: string | null;
      /** the session the request came with (absent when the actor was made without one) */
      sessionId?: string;
    };

export const ANONYMOUS: Actor = { kind: 'anonymous' };
