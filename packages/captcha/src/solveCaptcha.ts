import { CAPTCHA_SOLVE_TIMEOUT_MS, type CaptchaChallenge } from '@volna/contracts';
import { type Solution, solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from './deriveKey.ts';

// Enough workers to finish fast on a phone without starving the page; each takes every n-th counter.
const MAX_WORKERS = 4;

/**
 * Solves the login's proof-of-work challenge (ALTCHA, see the contract's captchaChallenge) and answers the login's
 * `captcha` field, `counter:derivedKey`. Rejects when it cannot (aborted, timed out), so the form can offer a
 * retry. Works on insecure origins too (see deriveKey).
 */
export async function solveCaptcha(parameters: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const challenge = { parameters };
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const timeout = CAPTCHA_SOLVE_TIMEOUT_MS;
  let solution: Solution | null;
  if (typeof Worker === 'function') {
    solution = await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
      createWorker: () => new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' }),
      controller,
      timeout,
    });
  } else {
    solution = await solveChallenge({ challenge, deriveKey, controller, timeout });
  }
  if (!solution) throw new Error('captcha not solved');
  return `${solution.counter}:${solution.derivedKey}`;
}
