// PGlite in a worker thread (workerPglite.ts gives the server a PGlite-shaped client that
// forwards to it). Why: PGlite runs its engine synchronously in WebAssembly, and its queries
// resolve in microtasks, so on the server's thread a busy job queue ran query after query without
// ever yielding to timers and requests (event-loop stalls of seconds during a report batch), and
// the engine's CPU time was the server's. Here the engine has a thread of its own and each query
// is a message, so the server's loop turns between queries. Also, jest runs test code in a
// CommonJS vm sandbox where `import()` is unavailable, and PGlite loads its WebAssembly and file
// system with `import()`: a worker thread is plain Node, so PGlite runs unchanged in tests too.
const { parentPort } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

let db = null;
/** Open transactions by id: the transaction client, and how to end it. */
const transactions = new Map();
const identity = (value) => value;
/** LISTENs by the caller's listener id: how to stop each. */
const listeners = new Map();

// Drizzle asks for some types unparsed (timestamps, dates, intervals: it parses them itself);
// parser functions cannot cross threads, so the caller sends the type ids and they are kept raw.
const options = (message) => ({
  rowMode: message.rowMode,
  parsers: Object.fromEntries((message.rawTypes || []).map((oid) => [oid, identity])),
});

/**
 * Where a statement runs: the database, or its open transaction. A transaction's first statement
 * carries `begin` (workerPglite.ts sends BEGIN with it): the transaction is opened first. Its next
 * statements may arrive before it is open, and wait for it.
 */
async function target(message) {
  if (!message.txId) return db;
  if (message.begin) begin(message.txId);
  const entry = transactions.get(message.txId);
  if (!entry) throw new Error(`No open transaction ${message.txId}.`);
  await entry.ready;
  return entry.tx;
}

function begin(txId) {
  const entry = {};
  entry.ready = new Promise((started, failedToStart) => {
    entry.done = db
      .transaction(async (tx) => {
        entry.tx = tx;
        started();
        await new Promise((commit, rollback) => {
          entry.commit = commit;
          entry.rollback = rollback;
        });
      })
      .catch((error) => {
        if (!entry.tx) failedToStart(error);
      });
  });
  // A statement waiting for it hears the failure; without one, the caller's rollback ends it.
  entry.ready.catch(() => undefined);
  transactions.set(txId, entry);
  return entry.ready;
}

async function end(txId, commit) {
  const entry = transactions.get(txId);
  transactions.delete(txId);
  if (!entry) return;
  // One still opening is ended once open; one that failed to open has nothing to end.
  try {
    await entry.ready;
  } catch {
    return;
  }
  if (commit) entry.commit();
  else entry.rollback(new Error('rolled back'));
  await entry.done;
}

async function handle(message) {
  switch (message.op) {
    case 'open':
      // A data directory (files), or none: in memory.
      db = message.dataDir ? await PGlite.create({ dataDir: message.dataDir }) : await PGlite.create();
      return null;
    case 'query': {
      const result = await (await target(message)).query(message.sql, message.params, options(message));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await (await target(message)).exec(message.sql)).map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    case 'begin':
      await begin(message.txId);
      return null;
    case 'commit':
      await end(message.txId, true);
      return null;
    case 'rollback':
      await end(message.txId, false);
      return null;
    case 'listen':
      // Notifications cross to the caller as messages without an id (workerPglite.ts dispatches them).
      listeners.set(message.listenerId, await db.listen(message.channel, (payload) => parentPort.postMessage({ notice: message.listenerId, payload })));
      return null;
    case 'unlisten': {
      const unsubscribe = listeners.get(message.listenerId);
      listeners.delete(message.listenerId);
      if (unsubscribe) await unsubscribe();
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

// Only plain fields of an error cross the thread boundary (code, detail, constraint, ...):
// anything else might not be cloneable, and a failed postMessage would leave the caller waiting.
function plainError(error) {
  const plain = { message: String(error && error.message), name: String(error && error.name) };
  for (const [key, value] of Object.entries(error || {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

function reply(message, result) {
  try {
    parentPort.postMessage({ id: message.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) });
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => reply(message, result),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
