import type { CallMediaValue } from '@volna/contracts';

// The chat's call buttons start a call without importing the calls feature (features never import each other): the
// calls service, mounted with the signed-in services, registers itself here.

export type CallRequest = { peerId: number; name: string; avatar: string; mediaType: CallMediaValue };

let starter: ((request: CallRequest) => void) | null = null;

export const callLauncher = {
  /** The calls service takes the requests while it is mounted; answers the unregister. */
  register(start: (request: CallRequest) => void) {
    starter = start;
    return () => {
      if (starter === start) starter = null;
    };
  },
  start(request: CallRequest) {
    starter?.(request);
  },
};
