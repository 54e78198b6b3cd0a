import { randomBytes } from 'node:crypto';
import { ensurePackages, postgresBin } from './packages.ts';
import {
  type Haproxy,
  type Instance,
  machinePostgresRuns,
  type Postgres,
  type RedisServer,
  startHaproxy,
  startPostgres,
  startRedis,
  volnaInstance,
} from './parts.ts';
import { freePort } from './processes.ts';

export type ClusterOptions = {
  /** Logs and the instances' DATA_DIRs. */
  runDir: string;
  /** HAProxy's port (a free one when not given) and address. */
  port?: number;
  bind?: string;
  databaseName: string;
  /** Drop the database at stop (the test); `npm run cluster` keeps it between runs. */
  freshDatabase: boolean;
  /** A throw-away PostgreSQL even when this machine runs one (the test measures its CPU alone). */
  ownPostgres?: boolean;
  /** Settings for every instance on top of the cluster's own. */
  env: NodeJS.ProcessEnv;
  /** The first instance migrates and seeds before the others start (SEED=0); else all three start at once. */
  seedFirst?: boolean;
  instances?: number;
};

export type Cluster = {
  url: string;
  postgres: Postgres;
  redis: RedisServer;
  instances: Instance[];
  haproxy: Haproxy;
  stop: () => Promise<void>;
};

/**
 * PostgreSQL, Redis, three Volna instances on their own ports and HAProxy in front (deploy/haproxy.cfg), each part
 * awaited until it answers; stop() ends what it started, in reverse.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensurePackages(!machinePostgresRuns());
  // A throw-away cluster where initdb is at hand; else this machine's server.
  const ownPostgres = options.ownPostgres && postgresBin('initdb') !== undefined;
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopPart of stops.splice(0).reverse()) await stopPart().catch(() => {});
  };
  try {
    const postgres = await startPostgres(options.databaseName, options.freshDatabase, ownPostgres);
    stops.push(postgres.stop);
    const redis = await startRedis(options.runDir);
    stops.push(redis.stop);
    // One secret for all: a token from one instance is good on every other.
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...options.env,
    };
    const instances: Instance[] = [];
    for (let i = 1; i <= (options.instances ?? 3); i++) {
      const seed = options.seedFirst && i === 1 ? {} : { SEED: '0' };
      instances.push(volnaInstance(`volna${i}`, await freePort(), options.runDir, { ...env, ...seed }));
    }
    stops.push(async () => {
      await Promise.all(
        instances.map(async (instance) => {
          const proc = instance.proc();
          if (!proc) return;
          proc.signal('SIGTERM');
          await proc.exited;
        }),
      );
    });
    if (options.seedFirst) {
      await instances[0]!.start();
      await Promise.all(instances.slice(1).map((instance) => instance.start()));
    } else await Promise.all(instances.map((instance) => instance.start()));
    const haproxy = await startHaproxy(
      options.runDir,
      options.bind ?? '127.0.0.1',
      instances,
      options.port ?? (await freePort()),
    );
    stops.push(haproxy.stop);
    return { url: haproxy.url, postgres, redis, instances, haproxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
