import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { ConfigError } from '../../config-error.ts';

/** The server's Web Push identity (VAPID): the browsers' subscriptions are bound to its public key. */
export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

const DEFAULT_SUBJECT = 'mailto:support@volna.local';

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (set together, the same on every instance), else a pair generated once and kept
 * in DATA_DIR/vapid-keys.json like the JWT secret: a new pair would orphan every browser's subscription.
 */
export function vapidFrom(env: NodeJS.ProcessEnv, dataDir: string): VapidConfig {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: address');
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey)
      throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither)');
    try {
      webPush.setVapidDetails(subject, publicKey, privateKey);
    } catch (error) {
      throw new ConfigError(`VAPID keys refused: ${(error as Error).message}`);
    }
    return { publicKey, privateKey, subject };
  }
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const made = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject };
}
