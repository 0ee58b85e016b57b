import "server-only";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import type { TSql } from "./connection";

// The migrations are hand-applied SQL, so nothing in Prisma guarantees they still describe
// schema.prisma. This compares both as sets of facts (tables, columns with type and
// nullability, keys, indexes, foreign keys, enums); any difference is drift.

export type TSchemaFacts = Set<string>;

type TDmmfField = {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
};
type TDmmfModel = { name: string; dbName: string | null; fields: TDmmfField[] };
type TDmmf = {
  datamodel: {
    models: TDmmfModel[];
    enums: { name: string; dbName?: string | null; values: { name: string; dbName: string | null }[] }[];
    indexes: {
      model: string;
      type: "id" | "unique" | "normal" | "fulltext";
      algorithm?: string;
      fields: { name: string; operatorClass?: string }[];
    }[];
  };
};

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Decimal: "numeric(65,30)",
  Bytes: "bytea",
};

const NATIVE_TYPES: Record<string, (args: string[]) => string> = {
  Text: () => "text",
  Uuid: () => "uuid",
  VarChar: ([n]) => (n ? `character varying(${n})` : "character varying"),
  Timestamptz: ([p = "3"]) => `timestamp(${p}) with time zone`,
  Timestamp: ([p = "3"]) => `timestamp(${p}) without time zone`,
};

const ON_DELETE: Record<string, string> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
  Cascade: "cascade",
  Restrict: "restrict",
  NoAction: "no action",
  SetNull: "set null",
  SetDefault: "set default",
};

const list = (items: string[]) => `(${items.join(", ")})`;

/**
 * Indexes schema.prisma cannot declare (on an expression, or partial): the facts the database
 * gives for them (expressions as pg_get_indexdef prints them), expected beside the schema's own.
 */
export const SQL_ONLY_INDEXES = [
  // prisma/migrations/20261203120000_outcome_sort_indexes: the outcome filter under a sort.
  "index trajectories (run_id, (em >= 1::double precision), f1, id) using btree",
  "index trajectories (run_id, (em >= 1::double precision), reward, id) using btree",
  // prisma/migrations/20261203140000_reference_plan_index: the what-if's TypeScript subset.
  "index trajectories (run_id, id) using btree where cardinality(reference_plan) > 0",
  // prisma/migrations/20261206120000_disagreed_labels: the disagreement filter and its count.
  "index trajectories (run_id, id) using btree where disagreed_labels IS NOT NULL",
  // prisma/migrations/20261206130000_reward_features: the what-if's rows without stored features.
  "index trajectories (run_id, id) using btree where reward_features IS NULL",
  // prisma/migrations/20261207130000_hiprag_released_counts: the released code's TypeScript rows.
  "index trajectories (run_id, id) using btree where reward_features IS NULL OR (reward_features & 3072) < 2048",
  // prisma/migrations/20261207120000_flawed_sort_indexes: flawed but correct under a sort.
  "index trajectories (run_id, reward, id) using btree where is_flawed_but_correct",
  "index trajectories (run_id, f1, id) using btree where is_flawed_but_correct",
];

export function schemaFactsFromPrisma(schemaText: string): TSchemaFacts {
  const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", schemaText]] }))) as TDmmf;
  const { models, enums, indexes } = dmmf.datamodel;
  const facts: TSchemaFacts = new Set(SQL_ONLY_INDEXES);
  const modelsByName = new Map(models.map((model) => [model.name, model]));
  const tableOf = (model: TDmmfModel) => model.dbName ?? model.name;
  const columnOf = (model: TDmmfModel, fieldName: string) => {
    const field = model.fields.find((f) => f.name === fieldName);
    return field?.dbName ?? fieldName;
  };
  const enumDbNames = new Map(enums.map((e) => [e.name, e.dbName ?? e.name]));

  for (const e of enums) facts.add(`enum ${e.dbName ?? e.name} ${list(e.values.map((v) => v.dbName ?? v.name))}`);
  for (const model of models) {
    const table = tableOf(model);
    facts.add(`table ${table}`);
    for (const field of model.fields) {
      if (field.kind === "object") {
        if (!field.relationFromFields?.length) continue;
        const target = modelsByName.get(field.type);
        if (!target) throw new Error(`Relation ${model.name}.${field.name} names no model`);
        const onDelete = field.relationOnDelete ?? (field.isRequired ? "Restrict" : "SetNull");
        facts.add(
          `foreign key ${table} ${list(field.relationFromFields.map((f) => columnOf(model, f)))} → ` +
            `${tableOf(target)} ${list((field.relationToFields ?? []).map((f) => columnOf(target, f)))} ` +
            `on delete ${ON_DELETE[onDelete] ?? onDelete}`,
        );
        continue;
      }
      const base = field.kind === "enum" ? (enumDbNames.get(field.type) ?? field.type) : columnType(model.name, field);
      // Prisma creates list columns nullable whatever the schema says.
      const isNullable = !field.isRequired || field.isList;
      facts.add(
        `column ${table}.${field.dbName ?? field.name} ${base}${field.isList ? "[]" : ""} ${isNullable ? "null" : "not null"}`,
      );
    }
  }
  for (const index of indexes) {
    const model = modelsByName.get(index.model);
    if (!model) continue;
    const kind = index.type === "id" ? "primary key" : index.type === "unique" ? "unique index" : "index";
    const columns = index.fields.map((f) => columnOf(model, f.name) + (f.operatorClass ? ` ${f.operatorClass}` : ""));
    facts.add(`${kind} ${tableOf(model)} ${list(columns)} using ${(index.algorithm ?? "BTree").toLowerCase()}`);
  }
  return facts;
}

function columnType(modelName: string, field: TDmmfField): string {
  if (field.nativeType) {
    const [name, args] = field.nativeType;
    const native = NATIVE_TYPES[name];
    if (!native) throw new Error(`${modelName}.${field.name}: native type @db.${name} is not known to the drift check`);
    return native(args);
  }
  const type = SCALAR_TYPES[field.type];
  if (!type) throw new Error(`${modelName}.${field.name}: type ${field.type} is not known to the drift check`);
  return type;
}

const IGNORED_TABLE = "_prisma_migrations";

export async function schemaFactsFromDatabase(sql: Pick<TSql, "query">): Promise<TSchemaFacts> {
  const facts: TSchemaFacts = new Set();
  const publicTables = `n.nspname = 'public' AND t.relkind IN ('r', 'p') AND t.relname <> '${IGNORED_TABLE}'`;
  const columnsOf = (rel: string, keys: string) =>
    `ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(num, ord)
       JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.num ORDER BY k.ord)`;

  const tables = await sql.query<{ name: string }>(
    `SELECT t.relname AS name FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace WHERE ${publicTables}`,
  );
  for (const row of tables) facts.add(`table ${row.name}`);

  const columns = await sql.query<{ tbl: string; col: string; type: string; nullable: boolean }>(
    `SELECT t.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable
     FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE ${publicTables} AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const c of columns) facts.add(`column ${c.tbl}.${c.col} ${c.type} ${c.nullable ? "null" : "not null"}`);

  // Operator classes are named only where they are not the type's default (as Prisma does).
  const indexes = await sql.query<{
    tbl: string;
    isUnique: boolean;
    isPrimary: boolean;
    method: string;
    cols: string[];
    predicate: string | null;
  }>(
    `SELECT t.relname AS tbl, ix.indisunique AS "isUnique", ix.indisprimary AS "isPrimary", am.amname AS method,
            pg_get_expr(ix.indpred, ix.indrelid, true) AS predicate,
            ARRAY(SELECT coalesce(a.attname::text, pg_get_indexdef(ix.indexrelid, k.ord::int, true))
                    || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname::text END
                  FROM unnest(ix.indkey::int2[], ix.indclass::oid[]) WITH ORDINALITY k(num, opclass, ord)
                  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.num
                  JOIN pg_opclass oc ON oc.oid = k.opclass
                  ORDER BY k.ord) AS cols
     FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_am am ON am.oid = i.relam
     WHERE ${publicTables}`,
  );
  for (const i of indexes) {
    const kind = i.isPrimary ? "primary key" : i.isUnique ? "unique index" : "index";
    facts.add(`${kind} ${i.tbl} ${list(i.cols)} using ${i.method}${i.predicate ? ` where ${i.predicate}` : ""}`);
  }

  const foreignKeys = await sql.query<{
    tbl: string;
    ref: string;
    onDelete: string;
    cols: string[];
    refCols: string[];
  }>(
    `SELECT t.relname AS tbl, r.relname AS ref, c.confdeltype AS "onDelete",
            ${columnsOf("c.conrelid", "c.conkey")} AS cols, ${columnsOf("c.confrelid", "c.confkey")} AS "refCols"
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND ${publicTables}`,
  );
  for (const fk of foreignKeys) {
    facts.add(
      `foreign key ${fk.tbl} ${list(fk.cols)} → ${fk.ref} ${list(fk.refCols)} on delete ${ON_DELETE[fk.onDelete] ?? fk.onDelete}`,
    );
  }

  const enums = await sql.query<{ name: string; labels: string[] }>(
    `SELECT t.typname AS name, ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) AS labels
     FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.typtype = 'e' AND n.nspname = 'public'`,
  );
  for (const e of enums) facts.add(`enum ${e.name} ${list(e.labels)}`);
  return facts;
}

export type TSchemaDrift = { missingInDatabase: string[]; unexpectedInDatabase: string[] };

export function diffSchemaFacts(expected: TSchemaFacts, actual: TSchemaFacts): TSchemaDrift {
  return {
    missingInDatabase: [...expected].filter((fact) => !actual.has(fact)).sort(),
    unexpectedInDatabase: [...actual].filter((fact) => !expected.has(fact)).sort(),
  };
}
