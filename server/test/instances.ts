import { type AppConfig, buildApp } from '../src/app.js';
import { type Bus, createLocalBus } from '../src/bus/bus.js';
import { type FakeClock, fakeClock } from './fake-clock.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { forwardFields, useStartedFixture } from './started-fixture.js';
import { asTestApp, TEST_CONFIG, type TestApp } from './test-app.js';

/** Two app instances on one database and one bus, as two machines behind a load balancer would be. */
export interface Instances {
  a: TestApp;
  b: TestApp;
  bus: Bus;
  clock: FakeClock;
  database: TestDatabase;
}

/**
 * The test file's two instances, started before its tests (after hooks registered earlier, such as
 * one that starts an SMTP server `overrides` reads) and closed after them; both share one fake clock.
 */
export function useTwoInstances(overrides: () => Partial<AppConfig> = () => ({})): Instances {
  const get = useStartedFixture(
    'the instances',
    async (): Promise<Instances> => {
      const database = await createTestDatabase();
      const bus = createLocalBus();
      const clock = fakeClock();
      const config = { ...TEST_CONFIG, bus, now: clock.now, ...overrides() };
      const [a, b] = [await buildApp(config, database), await buildApp(config, database)];
      await Promise.all([a.ready(), b.ready()]);
      return { a: asTestApp(a, database, () => a.close()), b: asTestApp(b, database, () => b.close()), bus, clock, database };
    },
    async (started) => {
      await Promise.all([started.a.app.close(), started.b.app.close()]);
      await started.database.destroy();
    },
  );
  return forwardFields(get, ['a', 'b', 'bus', 'clock', 'database'], {});
}
