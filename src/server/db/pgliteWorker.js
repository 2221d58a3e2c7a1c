// PGlite in a worker thread (workerPglite.ts gives the server a PGlite-shaped client that
// forwards to it). Why: PGlite runs its engine synchronously in WebAssembly, and its queries
// resolve in microtasks, so on the server's thread a busy job queue ran query after query without
// ever yielding to timers and requests (event-loop stalls of seconds during a report batch), and
// the engine's CPU time was the server's. Here the engine has a thread of its own and each query
// is a message, so the server's loop turns between queries. Also, jest runs test code in a
// CommonJS vm sandbox where `import()` is unavailable, and PGlite loads its WebAssembly and file
// system with `import()`: a worker thread is plain Node, so PGlite runs unchanged in tests too.
const { parentPort } = require('node:worker_threads');
const { PGlite, parse, protocol } = require('@electric-sql/pglite');

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

// PGlite's query() parses, describes and plans its statement anew on every call (about 0.3 ms of
// planning for the principal and the examinee page, several calls into the engine each). The
// statements the server prepares (db/prepared.ts marks them) are kept here as named statements of
// the connection instead, as PostgreSQL keeps node-postgres's: parsed once, planned by the plan
// cache, each run one call into the engine. Keyed by text, so a name never changes its text.
const statements = new Map();
let statementsNamed = 0;

/** One buffer of protocol messages: one call into the engine. */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The named statement of `text`, parsed and described on first use (holding the query lock). */
async function statementOf(text) {
  const known = statements.get(text);
  if (known) return known;
  statementsNamed += 1;
  const name = `qg_${statementsNamed}`;
  const { serialize } = protocol;
  const { messages } = await db.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
  const statement = { name, types: parse.parseDescribeStatementResults(messages) };
  statements.set(text, statement);
  return statement;
}

/** Runs a named statement (holding the query lock), its parameters serialized as PGlite's query() does. */
async function runNamed(message) {
  const { serialize } = protocol;
  const statement = await statementOf(message.sql);
  const values = (message.params || []).map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.types[index]];
    return serializer ? serializer(value) : value.toString();
  });
  try {
    const { messages } = await db.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, db.parsers, options(message))[0];
  } catch (error) {
    // A table's columns changed under a kept plan: the next run parses the text anew.
    if (error && error.code === '0A000') statements.delete(message.sql);
    throw error;
  }
}

/**
 * A statement the server prepared. In a transaction it runs there. Outside one it must not run
 * inside another caller's open transaction: it takes the transaction lock as PGlite's query()
 * does, and syncs the files after it as query() does (PGlite 0.5's `_runExclusiveTransaction`;
 * were it gone, in a transaction of its own, two statements more).
 */
async function namedQuery(message) {
  if (message.txId) {
    await target(message);
    return db.runExclusive(() => runNamed(message));
  }
  if (typeof db._runExclusiveTransaction !== 'function') return db.transaction(() => db.runExclusive(() => runNamed(message)));
  return db._runExclusiveTransaction(async () => {
    const result = await db.runExclusive(() => runNamed(message));
    await db.syncToFs();
    return result;
  });
}

async function handle(message) {
  switch (message.op) {
    case 'open':
      // A data directory (files), or none: in memory.
      db = message.dataDir ? await PGlite.create({ dataDir: message.dataDir }) : await PGlite.create();
      return null;
    case 'query': {
      const result = message.prepared ? await namedQuery(message) : await (await target(message)).query(message.sql, message.params, options(message));
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
