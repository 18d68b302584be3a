/**
 * The plain table columns of an import's field list (domain/import/fields.ts) as SQL:
 * read back in the file's terms, inserted with the form's defaults, updated only where
 * the line gives the column (a key absent from a staged payload keeps the row's value).
 * The columns a field's own code stores (lists, references) are written beside these.
 */
import type postgres from "postgres";
import { type CsvEntity, type CsvField, tableFields } from "../../domain/import/fields.ts";
import type { Tx } from "../client.ts";

type Entity = CsvEntity<string, CsvField>;
type Fragment = postgres.PendingQuery<postgres.Row[]>;
type SqlType = "text" | "boolean" | "date";

function joined(tx: Tx, parts: Fragment[]): Fragment {
  return parts.reduce((list, part) => tx`${list}, ${part}`);
}

function cast(tx: Tx, value: Fragment, type: SqlType): Fragment {
  if (type === "boolean") return tx`(${value})::boolean`;
  if (type === "date") return tx`(${value})::date`;
  return tx`(${value})::text`;
}

/** The line's value of a column from its payload `p`, typed; null when not given. */
const given = (tx: Tx, key: string, type: SqlType) => cast(tx, tx`p->>${key}::text`, type);

/** `alias.column as "csvColumn"`, dates as YYYY-MM-DD, so a row reads as a stored line. */
export function storedColumns(tx: Tx, entity: Entity, alias: string): Fragment {
  return joined(
    tx,
    tableFields(entity).map(({ key, column }) => {
      const ref = tx`${tx(`${alias}.${column.column}`)}`;
      const value = column.type === "date" ? tx`to_char(${ref}, 'YYYY-MM-DD')` : ref;
      return tx`${value} as ${tx(key)}`;
    }),
  );
}

/**
 * The plain columns of an insert and the values selected for them: the line's, else
 * the form's default (`defaults` overrides one by its CSV column, e.g. today).
 */
export function insertedColumns(
  tx: Tx,
  entity: Entity,
  defaults: Readonly<Record<string, unknown>> = {},
): { names: Fragment; values: Fragment } {
  const fields = tableFields(entity);
  return {
    names: joined(tx, fields.map(({ column }) => tx`${tx(column.column)}`)),
    values: joined(
      tx,
      fields.map(({ key, column, default: fallback }) => {
        const value = (key in defaults ? defaults[key] : fallback) as string | boolean | null;
        return tx`coalesce(${given(tx, key, column.type)}, ${cast(tx, tx`${value}`, column.type)})`;
      }),
    ),
  };
}

/** `column = the line's value` where the line gives it, for `update … t set`. */
export function updatedColumns(tx: Tx, entity: Entity): Fragment {
  return joined(
    tx,
    tableFields(entity).map(({ key, column }) =>
      tx`${tx(column.column)} = case when p ? ${key}::text
        then ${given(tx, key, column.type)} else ${tx(`t.${column.column}`)} end`
    ),
  );
}
