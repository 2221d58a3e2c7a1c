/**
 * The graceful stop's bounds (src/server/shutdown.ts): a drain that ends exits 0, one that fails
 * or outlasts its grace period exits 1, and a second signal does not start a second close. The
 * drain itself, in a real server process, is test/server/crash/gracefulStop.test.ts.
 */
import { stopOnSignals } from '../../src/server/shutdown';

function setUp(close: () => Promise<unknown>) {
  const app = { close: jest.fn(close) };
  const exit = jest.fn();
  const log = { info: jest.fn(), error: jest.fn() };
  const stop = stopOnSignals(app, { graceMs: 25_000, log, exit, signals: [] });
  return { app, exit, log, stop };
}

afterEach(() => jest.useRealTimers());

it('exits 0 once the app has closed, and a second signal while stopping closes nothing more', async () => {
  let closed = () => undefined as void;
  const { app, exit, stop } = setUp(() => new Promise<undefined>((resolve) => (closed = () => resolve(undefined))));
  const first = stop('SIGTERM');
  const second = stop('SIGINT');
  expect(app.close).toHaveBeenCalledTimes(1);
  expect(exit).not.toHaveBeenCalled();
  closed();
  await Promise.all([first, second]);
  expect(exit.mock.calls).toEqual([[0]]);
});

it('exits 1 when the close fails', async () => {
  const { exit, log, stop } = setUp(() => Promise.reject(new Error('the database would not close')));
  await stop('SIGTERM');
  expect(exit.mock.calls).toEqual([[1]]);
  expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'the database would not close' }) }, 'The graceful stop failed.');
});

it('exits 1 when the drain outlasts its grace period', () => {
  jest.useFakeTimers();
  const { exit, stop } = setUp(() => new Promise<undefined>(() => undefined));
  void stop('SIGTERM');
  jest.advanceTimersByTime(24_999);
  expect(exit).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(exit.mock.calls).toEqual([[1]]);
});
