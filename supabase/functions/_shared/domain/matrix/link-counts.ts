/**
 * The counts of a matrix from the links of its two axes: which process has which value.
 * A process has a label or a role at most once (the primary keys of process_labels and
 * process_roles), so a pair of values meets each process once; the "all" rows and columns
 * count each process once too, however many values it has on the other axis. Pure.
 *
 * Counted here rather than in SQL: grouping 20,000 processes' pairs in PostgreSQL (hash
 * join, then a window for each process's lowest value) cost twice the CPU of reading the
 * links, and more than this loop over them.
 */
import type { Axis } from "./matrix-cells.ts";

/** (process id, value id) pairs: a label or role id; link i is (processIds[i], valueIds[i]). */
export interface Links {
  processIds: Float64Array;
  valueIds: Float64Array;
}

/** Counts by axis position (the order of Axis.values); "all" apart. */
export interface MatrixCounts {
  /** pairs[r * cols + c]: processes with row value r and column value c. */
  pairs: Int32Array;
  /** Processes with row value r and any column value. */
  rowAll: Int32Array;
  /** Processes with column value c and any row value. */
  colAll: Int32Array;
  /** Processes with any row value and any column value. */
  all: number;
}

/** Value id → its position on the axis. */
function positions(axis: Axis): IdTable {
  const table = idTable(Float64Array.from(axis.values, (v) => v.id));
  axis.values.forEach((v, i) => table.set(v.id, i));
  return table;
}

/** A link whose value is not on its axis (not loaded with it) counts nowhere. */
export function countLinks(row: Axis, col: Axis, rowLinks: Links, colLinks: Links): MatrixCounts {
  const cols = col.values.length;
  const rowAt = positions(row);
  const colAt = positions(col);
  // Each process's column values as a chain through `next` from its last link: no array
  // per process.
  const head = idTable(colLinks.processIds);
  const next = new Int32Array(colLinks.processIds.length);
  const colOf = new Int32Array(colLinks.processIds.length);
  for (let i = 0; i < colLinks.processIds.length; i++) {
    const c = colAt.get(colLinks.valueIds[i]!);
    if (c === -1) continue;
    const process = colLinks.processIds[i]!;
    colOf[i] = c;
    next[i] = head.get(process);
    head.set(process, i);
  }
  const counts: MatrixCounts = {
    pairs: new Int32Array(row.values.length * cols),
    rowAll: new Int32Array(row.values.length),
    colAll: new Int32Array(cols),
    all: 0,
  };
  // Marks a process (by the head of its chain) once its column values are in colAll.
  const counted = new Uint8Array(colLinks.processIds.length);
  for (let i = 0; i < rowLinks.processIds.length; i++) {
    const r = rowAt.get(rowLinks.valueIds[i]!);
    const first = head.get(rowLinks.processIds[i]!);
    if (r === -1 || first === -1) continue;
    counts.rowAll[r]!++;
    const once = counted[first] === 0;
    if (once) {
      counted[first] = 1;
      counts.all++;
    }
    for (let j = first; j !== -1; j = next[j]!) {
      counts.pairs[r * cols + colOf[j]!]!++;
      if (once) counts.colAll[colOf[j]!]!++;
    }
  }
  return counts;
}

interface IdTable {
  /** -1: none. */
  get(id: number): number;
  set(id: number, to: number): void;
}

/**
 * Ids (processes, labels, roles) to numbers: an array over the ids' range when it is
 * compact (an organisation's ids mostly are), a tenth of the cost of a Map of 20,000
 * numbers; else a Map.
 */
function idTable(ids: Float64Array): IdTable {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < ids.length; i++) {
    min = Math.min(min, ids[i]!);
    max = Math.max(max, ids[i]!);
  }
  if (ids.length > 0 && max - min < 4 * ids.length + 1024) {
    const table = new Int32Array(max - min + 1).fill(-1);
    return {
      get: (id) => (id < min || id > max ? -1 : table[id - min]!),
      set: (id, to) => (table[id - min] = to),
    };
  }
  const table = new Map<number, number>();
  return {
    get: (id) => table.get(id) ?? -1,
    set: (id, to) => table.set(id, to),
  };
}
