/**
 * The SPA's entry. Evaluating the first scripts' modules, building the store, loading the
 * browser's locale data and rendering would hold the main thread for hundreds of milliseconds on a
 * phone if done in one go (a long task: input waits, Lighthouse's Total Blocking Time), so they
 * run a step per task (io/nextTask.ts). Each step imports its layer of modules from the first
 * scripts themselves (`webpackMode: "eager"`: no chunk, no request, only a later evaluation), the
 * layers a lower one needs first, so that each evaluates about as much as the others.
 */
import './styles/app.css';
import '../client/live/video/liveVideo.css';
import { nextTask } from './io/nextTask';

async function start(): Promise<void> {
  // Every feature's slices, routes and catalogues (features/index.ts), then the core's sagas.
  await import(/* webpackMode: "eager" */ './features');
  await nextTask();
  await import(/* webpackMode: "eager" */ './rootSaga');
  await nextTask();
  await import(/* webpackMode: "eager" */ './store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './io/browserIo');
  await nextTask();
  // The store and its sagas: the configuration, catalogue and first page's chunks are requested now.
  const boot = await import(/* webpackMode: "eager" */ './boot');
  await nextTask();
  const started = boot.startStore();
  await nextTask();
  // The first use of Intl loads the browser's locale data: a task of its own, not inside the first render.
  Intl.NumberFormat.supportedLocalesOf('en-US');
  await nextTask();
  boot.renderApp(started);
}

void start();
