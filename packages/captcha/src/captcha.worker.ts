// altcha-lib's solver loop off the main thread, with the browser's native PBKDF2 (WebCrypto, or the plain-JS one on
// an insecure origin): the page stays responsive while a phone spends its fraction of a second on the proof of work.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from './deriveKey.ts';

handler({ deriveKey });
