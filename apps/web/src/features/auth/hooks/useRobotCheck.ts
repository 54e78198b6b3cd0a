import { useQuery } from '@tanstack/react-query';
import { type CaptchaFor, useCaptchaImage } from '../api/captchaImage.ts';

/** A solved challenge: what a password login sends as `uuid` and `captcha`. */
export type RobotProof = { uuid: string; captcha: string };
export type RobotCheckState = 'solving' | 'ready' | 'failed';

/**
 * The robot check of a password login, once the server asked for one: fetches a challenge and solves it in the
 * background. A proof answers once, so `renew` fetches and solves the next one after each login that used it.
 */
export function useRobotCheck(account: CaptchaFor, enabled: boolean) {
  const challenge = useCaptchaImage(account, enabled);
  const data = challenge.data;
  const proof = useQuery({
    queryKey: ['robotProof', data?.uuid],
    queryFn: async ({ signal }): Promise<RobotProof> => {
      // The solver (and its worker) loads only when a check is asked for.
      const { solveCaptcha } = await import('@volna/captcha');
      return { uuid: data!.uuid, captcha: await solveCaptcha(data!.challenge, signal) };
    },
    enabled: enabled && data !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const state: RobotCheckState =
    challenge.isError || proof.isError ? 'failed' : proof.data && !challenge.isFetching ? 'ready' : 'solving';
  return {
    state,
    proof: state === 'ready' ? proof.data : undefined,
    renew: () => void challenge.refetch(),
  };
}
