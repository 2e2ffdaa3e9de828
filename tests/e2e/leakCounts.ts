// What the leak test reads from Chromium: the page's event listeners and DOM nodes (Performance.getMetrics) and the
// bytes of its JavaScript objects (a heap snapshot), each after a full garbage collection.
import type { CDPSession } from 'playwright-core';

/** A page's counts at one moment. */
export interface PageCounts {
  readonly listeners: number;
  readonly nodes: number;
  /**
   * Bytes of JavaScript objects, closures, arrays and strings: what a leak of the page's own code would grow.
   * Compiled code and the engine's native caches (styles, performance entries) are left out: they grow as the
   * browser warms up, whatever the page does.
   */
  readonly jsBytes: number;
  /** The whole used JS heap as Chromium reports it, for information. */
  readonly heapUsed: number;
}

const LEFT_OUT = new Set(['code', 'native', 'synthetic']);

/** Sums the self sizes of a heap snapshot's nodes, by kind, leaving out compiled code and native objects. */
async function jsObjectBytes(session: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => {
    chunks.push(chunk);
  };
  session.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const typeNames = snapshot.snapshot.meta.node_types[typeField] as unknown as string[];
  let bytes = 0;
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const type = typeNames[snapshot.nodes[index + typeField] as number] as string;
    if (!LEFT_OUT.has(type)) bytes += snapshot.nodes[index + sizeField] as number;
  }
  return bytes;
}

/** The counts of the page of `session` (whose Performance domain is enabled), after garbage collection. */
export async function pageCounts(session: CDPSession): Promise<PageCounts> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((item) => item.name === name)?.value ?? Number.NaN;
  const jsBytes = await jsObjectBytes(session);
  return { listeners: metric('JSEventListeners'), nodes: metric('Nodes'), heapUsed: metric('JSHeapUsedSize'), jsBytes };
}
