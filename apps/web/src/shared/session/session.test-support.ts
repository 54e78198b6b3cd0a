import type { LoginResult } from '@volna/contracts';

/** A localStorage for plain node (the session store persists there); its entries are `stored`. */
export function memoryStorage() {
  const stored = new Map<string, string>();
  return {
    stored,
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
}

/** A signed-in member as the session store holds one. */
export const member: LoginResult = {
  token: 't',
  rongToken: 'r',
  userId: 1,
  userName: 'user4567',
  firstName: 'Анна',
  lastName: '',
  nickName: 'Анна',
  avatar: '',
  avatarCompress: '',
  avatarColorCode: 0,
  language: 'ru',
};
