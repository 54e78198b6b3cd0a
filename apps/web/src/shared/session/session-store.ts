import type { LoginResult } from '@volna/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The five avatar gradients of avatarColorCode 0–4 (spec §3). */
export const AVATAR_GRADIENTS = [
  'linear-gradient(135deg, #ff9a8b, #ff6a88)',
  'linear-gradient(135deg, #6dd5ed, #2193b0)',
  'linear-gradient(135deg, #a8e063, #56ab2f)',
  'linear-gradient(135deg, #f7b733, #fc4a1a)',
  'linear-gradient(135deg, #b993d6, #8ca6db)',
] as const;

export type Session = Omit<LoginResult, 'language'>;

type SessionState = {
  session: Session | null;
  /** Login result of spec §3; persisted so a reload stays signed in. */
  signIn: (session: LoginResult) => void;
  update: (patch: Partial<Session>) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: ({ language: _language, ...session }) => set({ session }),
      update: (patch) =>
        set((state) => (state.session ? { session: { ...state.session, ...patch } } : state)),
      clear: () => set({ session: null }),
    }),
    { name: 'volna.session' },
  ),
);

export const isAuthenticated = () => Boolean(useSessionStore.getState().session?.token);
export const sessionToken = () => useSessionStore.getState().session?.token;

/** Derived default look when there is no avatar: the gradient and the first letter of the nickname. */
export function defaultAvatar(nickName: string | undefined, avatarColorCode: number | undefined) {
  const code = avatarColorCode && avatarColorCode >= 0 && avatarColorCode <= 4 ? avatarColorCode : 0;
  return { background: AVATAR_GRADIENTS[code], letter: (nickName?.trim()[0] ?? '?').toUpperCase() };
}
