import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowserWithMicrophone, moveServerClock, type RunningServer } from './harness.ts';
import { startServer } from './harness.ts';
import { startTurnServer, type TurnServer, turnCredential } from './turn-server.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// 1:1 calls (issue 16) between two phones of a Chromium with fake camera and microphone: a voice call answered,
// connected through a real coturn on loopback (relay-only, with the TURN credentials the server issued for the
// call), held a few seconds and hung up, the record with its duration in both chats; a declined video call and an
// unanswered one (the server's clock moved past the ring timeout) show their reasons. The setup time from accept
// to connected is printed. coturn also refuses a forged and an expired credential.

const PASSWORD = 'calls-e2e-pass';
const POLL = { timeout: 15_000 };
const TAG = `call${randomInt(100_000, 999_999)}`;

let turn: TurnServer;
let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let alice: Session;
let bob: Session;
let alicePhone: Page;
let bobPhone: Page;
const setupTimes: number[] = [];

/** Forces every peer connection of the page to relay through TURN, so a connected call proves coturn carried it. */
async function relayOnly(page: Page) {
  await page.context().addInitScript(() => {
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super({ ...config, iceTransportPolicy: 'relay' });
        // Kept for the failure report of connectedOn().
        const kept = window as unknown as { volnaPeers?: RTCPeerConnection[] };
        kept.volnaPeers = [...(kept.volnaPeers ?? []), this];
      }
    } as typeof RTCPeerConnection;
  });
}

beforeAll(async () => {
  turn = await startTurnServer();
  const started = Date.now();
  server = await startServer({ env: { TURN_SECRET: turn.secret, TURN_URLS: turn.url, TURN_TTL_S: '600' } });
  console.info(`calls e2e: own server up in ${Date.now() - started} ms`);
  browser = await launchBrowserWithMicrophone();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  alice = await world.signUp(`alice.${TAG}@calls-e2e.example.com`, 'alice');
  bob = await world.signUp(`bob.${TAG}@calls-e2e.example.com`, 'bob');
  await world.befriend(alice, bob);
  alicePhone = await world.phoneOf(alice, 'en');
  bobPhone = await world.phoneOf(bob, 'en');
  await relayOnly(alicePhone);
  await relayOnly(bobPhone);
  bobPhone.on('console', (message) => {
    const setup = message.text().match(/call connected (\d+) ms after accept/);
    if (setup) setupTimes.push(Number(setup[1]));
  });
}, 120_000);

afterAll(async () => {
  if (alicePhone)
    await alicePhone.screenshot({ path: `${artifactsDir}/calls-alice.png` }).catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await turn?.stop();
});

const callScreen = (page: Page, phase: string) =>
  page.locator(`[data-testid="call-screen"][data-phase="${phase}"]`);

/** Waits for the connected call; if it never comes, fails with both peers' ICE states and coturn's last lines. */
async function connectedOn(page: Page) {
  try {
    await callScreen(page, 'connected').waitFor(POLL);
  } catch (error) {
    const peers = async (phone: Page) =>
      phone.evaluate(async () => {
        const all = (window as unknown as { volnaPeers?: RTCPeerConnection[] }).volnaPeers ?? [];
        return Promise.all(
          all.map(async (peer) => {
            const pairs: string[] = [];
            (await peer.getStats()).forEach((stat) => {
              if (stat.type === 'candidate-pair') pairs.push(`${stat.state}${stat.nominated ? '*' : ''}`);
            });
            return `${peer.connectionState}/${peer.iceConnectionState}/${peer.iceGatheringState} pairs ${pairs.join(',')}`;
          }),
        );
      });
    const report = `alice ${JSON.stringify(await peers(alicePhone))}; bob ${JSON.stringify(await peers(bobPhone))}`;
    throw new Error(`${(error as Error).message}\n${report}\ncoturn:\n${turn.output().slice(-4_000)}`);
  }
}

async function openChatWith(page: Page, peer: Session) {
  await world.openInApp(
    page,
    `/pages/chat/PersonalChat?targetId=${peer.userId}&conversationType=1`,
    'chat-voice-call',
  );
}

describe('calls between two phones', () => {
  it('a voice call rings over any page, connects through TURN, and both chats keep its record with the duration', async () => {
    await openChatWith(alicePhone, bob);
    // Bob is on his chat list: the incoming call shows over it.
    await world.openInApp(bobPhone, '/pages/chat/Chat');
    await alicePhone.getByTestId('chat-voice-call').click();
    await callScreen(alicePhone, 'outgoing').getByText('Calling…').waitFor(POLL);
    await callScreen(bobPhone, 'incoming').getByText('Incoming voice call').waitFor(POLL);
    await bobPhone.getByTestId('call-accept').click();
    await connectedOn(bobPhone);
    await connectedOn(alicePhone);
    // Media flows: the other side's audio track plays on each phone.
    for (const page of [alicePhone, bobPhone])
      expect(
        await page.evaluate(
          () =>
            (document.querySelector('[data-testid="call-screen"] audio') as HTMLAudioElement | null)
              ?.srcObject,
        ),
      ).toBeTruthy();
    await alicePhone.getByText('Mute').click();
    await alicePhone.getByText('Unmute').waitFor();
    // A real 2–3 s of media: the timer ticks to 00:02 (the record counts whole seconds).
    await alicePhone.getByTestId('call-status').getByText('00:02').waitFor(POLL);
    await alicePhone.getByTestId('call-hang-up').click();
    await callScreen(alicePhone, 'ended')
      .getByText(/Call ended, 00:0[2-4]/)
      .waitFor(POLL);
    await callScreen(bobPhone, 'ended')
      .getByText(/Call ended, 00:0[2-4]/)
      .waitFor(POLL);
    await alicePhone
      .getByText(/Call ended, 00:0[2-4]/)
      .last()
      .waitFor(POLL);
    await openChatWith(bobPhone, alice);
    await bobPhone.getByText(/Call ended, 00:0[2-4]/).waitFor(POLL);
    expect(setupTimes).toHaveLength(1);
    console.info(`calls e2e: accept → connected in ${setupTimes[0]} ms (relay through coturn on loopback)`);
    expect(setupTimes[0]).toBeLessThan(2_000);
    expect(turn.output()).toMatch(/ALLOCATE processed, success/);
  });

  it('a declined video call and an unanswered one show their reasons', async () => {
    await callScreen(alicePhone, 'ended').waitFor({ state: 'detached', timeout: 10_000 });
    await alicePhone.getByTestId('chat-video-call').click();
    await callScreen(bobPhone, 'incoming').getByText('Incoming video call').waitFor(POLL);
    await bobPhone.getByTestId('call-decline').click();
    await callScreen(alicePhone, 'ended').getByText('The other party declined the call').waitFor(POLL);
    await alicePhone.getByText('Call rejected').waitFor(POLL);
    await bobPhone.getByText('Call rejected').waitFor(POLL);

    await callScreen(alicePhone, 'ended').waitFor({ state: 'detached', timeout: 10_000 });
    await alicePhone.getByTestId('chat-voice-call').click();
    await callScreen(bobPhone, 'incoming').waitFor(POLL);
    // Nobody answers: the server's clock passes the ring timeout and its timer ends the call (polled each second).
    await moveServerClock(server, { advanceMs: 46_000 });
    await callScreen(alicePhone, 'ended').getByText('No answer').waitFor(POLL);
    await callScreen(bobPhone, 'ended').getByText('No answer').waitFor(POLL);
    await alicePhone
      .locator('span', { hasText: /^No answer$/ })
      .last()
      .waitFor(POLL);
    await bobPhone
      .locator('span', { hasText: /^No answer$/ })
      .last()
      .waitFor(POLL);
    expect(world.errorsOf()).toEqual([]);
  });

  it('coturn grants an allocation to the issued credentials and refuses forged and expired ones', async () => {
    const gather = (servers: RTCIceServer[]) =>
      bobPhone.evaluate(async (iceServers) => {
        const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy: 'relay' });
        const relay: string[] = [];
        const errors: number[] = [];
        pc.onicecandidate = ({ candidate }) => {
          if (candidate?.type === 'relay') relay.push(candidate.address ?? '');
        };
        pc.onicecandidateerror = (event) => errors.push((event as RTCPeerConnectionIceErrorEvent).errorCode);
        pc.createDataChannel('probe');
        await pc.setLocalDescription(await pc.createOffer());
        await new Promise<void>((done) => {
          const give = setTimeout(done, 5_000);
          pc.onicegatheringstatechange = () => {
            if (pc.iceGatheringState === 'complete') {
              clearTimeout(give);
              done();
            }
          };
        });
        pc.close();
        return { relay, errors };
      }, servers);
    const now = Math.floor(Date.now() / 1000);
    const valid = turnCredential(turn.secret, `${now + 600}:${bob.userId}`);
    expect((await gather([{ urls: turn.url, ...valid }])).relay.length).toBeGreaterThan(0);
    const forged = { username: `${now + 600}:${bob.userId}`, credential: 'Zm9yZ2VkLWNyZWRlbnRpYWw=' };
    const expired = turnCredential(turn.secret, `${now - 60}:${bob.userId}`);
    for (const bad of [forged, expired]) {
      const result = await gather([{ urls: turn.url, ...bad }]);
      expect(result.relay).toEqual([]);
      expect(result.errors).toContain(401);
    }
  });
});
