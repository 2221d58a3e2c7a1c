/**
 * A district's roster through the running server (issue #19): a OneRoster 1.2 CSV ZIP of `count`
 * students in classes of 25 (with their demographics), uploaded in parts as the SPA does, its dry
 * run and its commit (pg-boss jobs) on an in-memory embedded database. Measures the time from the
 * dry run's request to the committed import, and this process's peak memory (RSS and heap,
 * sampled every 50 ms) while it runs: the server streams the file, so the peak stays far below
 * what holding it as text would take.
 */
import { performance } from 'node:perf_hooks';
import { ROSTER_PART_BYTES, type RosterImport } from '../../src/domain/roster/rosterImport';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { oneRosterZip, type Roster } from '../e2e/support/oneRosterZip';
import { apiAs, signIn } from '../server/support/session';
import type { BenchRow } from './table';

const CLASS_SIZE = 25;

/** A roster of `count` students in classes of {@link CLASS_SIZE}, one teacher each. */
export function benchRoster(count: number): Roster {
  const roster: Roster = { students: [], teachers: [], classes: [] };
  for (let index = 0; index < count; index += 1) {
    const classIndex = Math.floor(index / CLASS_SIZE);
    if (index % CLASS_SIZE === 0) {
      roster.teachers.push({ sourcedId: `t-${classIndex}`, givenName: 'Teacher', familyName: `No${classIndex}`, email: `t${classIndex}@district.example` });
      roster.classes.push({ sourcedId: `c-${classIndex}`, title: `Class ${classIndex}`, students: [], teachers: [`t-${classIndex}`] });
    }
    const birthYear = 2010 + (index % 8);
    roster.students.push({ sourcedId: `s-${index}`, givenName: `Given${index}`, familyName: `Family${index % 997}`, identifier: `D-${index}`, birthDate: `${birthYear}-0${1 + (index % 9)}-1${index % 9}`, sex: index % 2 ? 'male' : 'female' });
    roster.classes[classIndex]?.students.push(`s-${index}`);
  }
  return roster;
}

/** Times a dry run and a commit of a roster of `count` students; one row. */
export async function benchRosterImport(count: number): Promise<BenchRow[]> {
  const config = { ...loadConfig({}), loginRateLimitPerMinute: 1000, demoClasses: false };
  const database = await openPglite(null);
  const app = await buildApp({ config, database, logger: false });
  try {
    const admin = apiAs(app, await signIn(app, 'admin'));
    const zip = oneRosterZip(benchRoster(count));
    const peak = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peak.rss = Math.max(peak.rss, usage.rss);
      peak.heap = Math.max(peak.heap, usage.heapUsed);
    }, 50);
    const baseline = process.memoryUsage();
    const started = performance.now();
    const created = (await admin('POST', '/assessment-facade/imports', { kind: 'oneRoster', fileName: 'district.zip', sizeBytes: zip.length })).json<RosterImport>();
    for (let seq = 0; seq * ROSTER_PART_BYTES < zip.length; seq += 1) {
      const data = Buffer.from(zip.subarray(seq * ROSTER_PART_BYTES, (seq + 1) * ROSTER_PART_BYTES)).toString('base64');
      const sent = await admin('PUT', `/assessment-facade/imports/${created.id}/parts`, { seq, data });
      if (sent.statusCode !== 200) throw new Error(`A part was refused: ${sent.body}`);
    }
    const uploaded = performance.now();
    const settle = async (): Promise<RosterImport> => {
      for (;;) {
        const run = (await admin('GET', `/assessment-facade/imports/${created.id}`)).json<RosterImport>();
        if (run.status !== 'planning' && run.status !== 'committing') return run;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await admin('POST', `/assessment-facade/imports/${created.id}/dry-run`, {});
    const planned = await settle();
    if (planned.status !== 'planned') throw new Error(`The dry run failed: ${planned.failure ?? ''}`);
    const dryRunDone = performance.now();
    await admin('POST', `/assessment-facade/imports/${created.id}/commit`, { decisions: [] });
    const committed = await settle();
    if (committed.status !== 'committed') throw new Error(`The commit failed: ${committed.failure ?? ''}`);
    const done = performance.now();
    clearInterval(sampler);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    return [
      {
        measure: `OneRoster import of ${count.toLocaleString('en-US')} students, embedded PGlite`,
        value: `${((done - uploaded) / 1000).toFixed(1)} s (dry run ${((dryRunDone - uploaded) / 1000).toFixed(1)} s, commit ${((done - dryRunDone) / 1000).toFixed(1)} s); peak RSS ${mb(peak.rss)} MB (+${mb(peak.rss - baseline.rss)}), heap ${mb(peak.heap)} MB`,
        detail: `ZIP ${(zip.length / 1024 / 1024).toFixed(1)} MB in ${Math.ceil(zip.length / ROSTER_PART_BYTES)} parts (upload ${((uploaded - started) / 1000).toFixed(1)} s); ${committed.summary?.created ?? 0} examinees, ${committed.summary?.groupsCreated ?? 0} groups created; server and database in this process`,
      },
    ];
  } finally {
    // Closing the app closes its database.
    await app.close();
  }
}
