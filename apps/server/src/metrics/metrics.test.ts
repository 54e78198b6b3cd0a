import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/harness.ts';
import { ConfigError } from '../config-error.ts';
import { loadConfig } from '../config.ts';
import { newUser, openSocket, socketUrl } from '../realtime/socket.test-kit.ts';

// GET /metrics (DESIGN §12): Prometheus text with the volna_ prefix, route labels from the route pattern, to loopback
// and METRICS_ALLOW peers only and never through a proxy.

const t = useTestApp({ METRICS_ALLOW: '10.1.0.0/16, 192.168.7.7' });

const scrape = (ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: ip, headers });

/** The value of one series in Prometheus text (0 when absent). */
function seriesValue(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('who may read /metrics', () => {
  it('answers loopback and the METRICS_ALLOW networks', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', '192.168.7.7']) {
      const res = await scrape(ip);
      expect(res.statusCode, ip).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('volna_http_request_duration_seconds');
    }
  });

  it('is a 404 from anywhere else, and through any proxy, even one on this machine', async () => {
    for (const ip of ['10.2.0.1', '192.168.7.8', '8.8.8.8', '::ffff:10.3.0.1', '2001:db8::1']) {
      const res = await scrape(ip);
      expect(res.statusCode, ip).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404 });
      expect(res.body).not.toContain('volna_');
    }
    // What HAProxy adds (option forwardfor), and the other ways a proxy says so: the peer is only the proxy.
    const proxyHeaders: Array<Record<string, string>> = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { via: '1.1 haproxy' },
    ];
    for (const headers of proxyHeaders) {
      const res = await scrape('127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('behind a trusted proxy a forwarded client address from the allowed network is still refused', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback', METRICS_ALLOW: '10.1.0.0/16' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.1.0.9' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a METRICS_ALLOW that is not addresses or subnets at start', () => {
    for (const value of ['everyone', '0.0.0.0/0', '10.0.0.0/33', '*'])
      expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', METRICS_ALLOW: value }), value).toThrow(
        ConfigError,
      );
  });
});

describe('what /metrics says', () => {
  it('labels requests by route pattern and status, never by the raw URL', async () => {
    await t.call('GET', '/app/redPacket/123456');
    await t.call('GET', '/app/redPacket/654321');
    await t.call('GET', '/no/such/route/42');
    const text = (await scrape('127.0.0.1')).body;
    expect(text).toMatch(
      /volna_http_request_duration_seconds_count\{method="GET",route="\/app\/redPacket\/:id",status="401"\} 2/,
    );
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('/no/such/route');
  });

  it('counts sockets, resumes, persisted and delivered messages, ledger postings, bus and pool waits, event-loop lag', async () => {
    const url = await socketUrl(t);
    const alice = await newUser(t);
    const bob = await newUser(t);
    const socket = await openSocket(`${url}?token=${bob.rongToken}&lastSeq=0`);
    expect((await socket.next()).type).toBe('ready');
    const before = (await scrape('127.0.0.1')).body;
    const resumed = await openSocket(`${url}?token=${bob.rongToken}&lastSeq=1`);
    expect((await resumed.next()).type).toBe('ready');
    const sent = await t.call('POST', '/app/chat/message/send', {
      token: alice.token,
      body: {
        conversationType: 1,
        targetId: String(bob.userId),
        objectName: 'RC:TxtMsg',
        content: { content: 'counted' },
        clientMsgId: 'metrics-msg-1',
      },
    });
    expect(sent.status).toBe(200);
    await socket.events(1);
    await t.call('POST', '/dev/wallet/credit', {
      body: { userId: alice.userId, currencyId: 1, amount: '5', eventId: 'metrics-credit-1' },
    });
    const text = (await scrape('127.0.0.1')).body;
    expect(seriesValue(text, 'volna_sockets_open')).toBe(2);
    expect(
      seriesValue(text, 'volna_socket_resumes_total') - seriesValue(before, 'volna_socket_resumes_total'),
    ).toBe(1);
    expect(
      seriesValue(text, 'volna_messages_persisted_total') -
        seriesValue(before, 'volna_messages_persisted_total'),
    ).toBe(1);
    expect(seriesValue(text, 'volna_events_delivered_total{via="live"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'volna_ledger_postings_total{op="post",result="ok"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'volna_bus_publish_seconds_count')).toBeGreaterThan(0);
    expect(seriesValue(text, 'volna_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    for (const name of [
      'volna_timer_runs_total',
      'volna_bus_receive_lag_seconds',
      'volna_bus_publish_failures_total',
      'volna_db_pool_waiting',
      'volna_nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name}`);
    await socket.close();
    await resumed.close();
  });
});
