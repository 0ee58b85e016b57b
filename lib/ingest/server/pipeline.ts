import "server-only";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { TSqlDatabase } from "@/lib/db/connection";
import { refreshAfterIngest } from "./after-ingest";
import { writeLabelSets } from "./write-labels";
import { writeMetricRecords } from "./write-metrics";
import { writeTrajectoryBatch, type TTrajectoryToWrite } from "./write-trajectories";
import { PairIdentities, writePreferencePairs, writeTreeNodes } from "./write-trees";
import { getRunByName, upsertRun, type TRunMetadata } from "@/lib/runs/server/runs";
import { QUESTION_REFRESH_ALL_ABOVE } from "@/lib/questions/server/question-stats";
import { answerSchemeOfFormat, FORMAT_ANSWER_SCHEMES, type AnswerScheme } from "@/lib/metrics/answer";
import type { TAdapter, TAdapterItem, TLocation, TSource, TSourceLine } from "../adapter";
import { detectAdapter, getAdapter } from "../adapters";
import type {
  TLabelsRecord,
  TMetricsRecord,
  TPreferencePairRecord,
  TRunRecord,
  TTrajectoryRecord,
  TTreeNodeRecord,
} from "../canonical";
import { IdentityTracker, recordJson } from "../identity";
import { detectionName } from "../read-file";
import { prepareLabel, prepareTrajectory } from "../prepare";
import { sanitizeForPostgres } from "../sanitize";
import { validateRecord } from "../validate";

export type TIngestCounts = { read: number; stored: number; unchanged: number; rejected: number; warnings: number };
export type TReject = TLocation & { reason: string; excerpt?: string };
export type TWarning = TLocation & { message: string };
export type TIngestProgress = TIngestCounts & { file: string; elapsedMs: number };
export type TIngestOptions = {
  run: string;
  /** Force an adapter instead of detecting one per file. */
  format?: string;
  metadata?: TRunMetadata;
  onReject?(reject: TReject): void;
  onWarning?(warning: TWarning): void;
  onProgress?(progress: TIngestProgress): void;
  /** Each record's outcome once written, by where it was read (the HTTP API answers per item). */
  onOutcome?(location: TLocation, outcome: "stored" | "unchanged"): void;
  /**
   * Recompute the per-step aggregates of every step read, not only of the steps that changed: the
   * watcher re-reads a file after a crash that may have come between the write and the recompute.
   */
  refreshAllSteps?: boolean;
  /** Trajectories per transaction. */
  batchSize?: number;
};
export type TIngestReport = TIngestCounts & {
  runId: number;
  /** Each file with the adapter that read it, or "unrecognised" / "empty" when none could. */
  files: { file: string; format: string }[];
  /** People's labels on trajectories that changed: kept on their step, or kept "on an earlier version". */
  peopleLabels: { carried: number; orphaned: number };
  seconds: number;
  /** Of `seconds`, the part after the last batch: statistics, the step, question and run summaries. */
  finishSeconds: number;
};

const MAX_BATCH_BYTES = 16 * 1024 * 1024;
/**
 * How long records are prepared before the batch being written gets a turn. Its queries and COPY
 * wait on this thread's event loop, and a file arrives in 256 KB chunks whose lines would otherwise
 * all be prepared (tens of ms) before PostgreSQL hears back. bench:ingest, 30,000 rollouts, three
 * runs each: 19.0 / 17.9 / 19.5 s without, 16.4 / 13.3 / 16.0 s with a turn every 0.5 ms.
 */
const TURN_EVERY_MS = 0.5;

/**
 * Streams files into one run: each file's adapter yields canonical records, each is validated
 * and prepared, and rows are written in batches, one transaction each, while the next batch is
 * being prepared. Every item ends up counted exactly once: read = stored + unchanged + rejected.
 */
export async function ingestSources(
  db: TSqlDatabase,
  sources: TSource[],
  options: TIngestOptions,
): Promise<TIngestReport> {
  const ingest = await Ingest.start(db, options);
  const files: TIngestReport["files"] = [];
  for (const source of sources) {
    const adapter = options.format
      ? getAdapter(options.format)
      : detectAdapter({ file: detectionName(source.file), head: source.head });
    if (!adapter) {
      const lines = await ingest.rejectWholeFile(source);
      files.push({ file: source.file, format: lines ? "unrecognised" : "empty" });
      continue;
    }
    files.push({ file: source.file, format: adapter.name });
    await ingest.readFile(source, adapter);
  }
  await ingest.flushAll();
  const finishStartedMs = ingest.elapsedMs();
  await ingest.finish();
  return {
    ...ingest.counts,
    runId: ingest.runId,
    files,
    peopleLabels: ingest.peopleLabels,
    seconds: ingest.elapsedMs() / 1000,
    finishSeconds: (ingest.elapsedMs() - finishStartedMs) / 1000,
  };
}

class Ingest {
  readonly counts: TIngestCounts = { read: 0, stored: 0, unchanged: 0, rejected: 0, warnings: 0 };
  readonly peopleLabels = { carried: 0, orphaned: 0 };
  private readonly identities = new IdentityTracker();
  private readonly startedAt = performance.now();
  private trajectories: TTrajectoryToWrite[] = [];
  private trajectoryLocations: TLocation[] = [];
  private trajectoryBytes = 0;
  private labelSets: { record: TLabelsRecord; location: TLocation }[] = [];
  private metrics: { record: TMetricsRecord; location: TLocation }[] = [];
  private treeNodes: TTreeNodeRecord[] = [];
  private pairs: TPreferencePairRecord[] = [];
  private readonly pairIdentities = new PairIdentities();
  private inFlight: Promise<void> = Promise.resolve();
  /** Trajectories and label sets this ingest stored (new or changed): see refreshAfterIngest. */
  private storedTrajectories = 0;
  private storedLabelSets = 0;
  /** Training steps whose per-step aggregates this ingest made stale. */
  private readonly touchedSteps = new Set<number>();
  /** Questions whose question_stats rows this ingest made stale; null: so many, the whole run is refreshed. */
  private touchedQuestions: Set<string> | null = new Set<string>();
  private file = "";
  private lastTurnMs = performance.now();

  private constructor(
    private readonly db: TSqlDatabase,
    private readonly options: TIngestOptions,
    readonly runId: number,
    private scheme: AnswerScheme,
  ) {}

  static async start(db: TSqlDatabase, options: TIngestOptions): Promise<Ingest> {
    const { id } = await upsertRun(db, options.run, options.metadata);
    return new Ingest(db, options, id, await schemeOf(db, options.run));
  }

  elapsedMs() {
    return performance.now() - this.startedAt;
  }

  /** Counts and rejects the lines of a file no adapter claims; returns how many there were. */
  async rejectWholeFile(source: TSource): Promise<number> {
    let lines = 0;
    for await (const line of source.lines()) if (line.text.trim() || line.rejected) lines += 1;
    this.counts.read += lines;
    const reason = lines
      ? `format not recognised, so none of its ${lines} line(s) were read; name it with --format`
      : "the file is empty";
    this.reject({ file: source.file, line: 1 }, reason, source.head.slice(0, 200), lines);
    return lines;
  }

  async readFile(source: TSource, adapter: TAdapter) {
    this.file = source.file;
    await this.adoptFormatScheme(adapter.name);
    // Decoding repairs (invalid UTF-8) are noted on the line as it is read, whatever the adapter.
    const observed: TSource = { ...source, lines: () => this.observeWarnings(source.file, source.lines()) };
    for await (const item of adapter.read(observed)) {
      this.counts.read += 1;
      await this.accept(item);
      if (performance.now() - this.lastTurnMs >= TURN_EVERY_MS) {
        await nextTurn();
        this.lastTurnMs = performance.now();
      }
      if (this.counts.read % 500 === 0) this.progress();
    }
    await this.flush();
  }

  /**
   * A new run whose config names no normalization is scored as its format's own evaluation code
   * scores (FORMAT_ANSWER_SCHEMES), and its config says so, so that every later reader agrees. A run
   * that already holds trajectories keeps FlashRAG's default: its stored scores were made with it.
   */
  private async adoptFormatScheme(format: string) {
    if (!Object.hasOwn(FORMAT_ANSWER_SCHEMES, format)) return;
    const config = ((await getRunByName(this.db, this.options.run))?.config ?? {}) as Record<string, unknown>;
    if (config.normalization != null) return;
    await this.flush();
    await this.inFlight;
    const [stored] = await this.db.sql.query<{ any: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM trajectories WHERE run_id = $1::int) AS any",
      [this.runId],
    );
    if (stored?.any) return;
    this.scheme = answerSchemeOfFormat(format);
    await upsertRun(this.db, this.options.run, { config: { ...config, normalization: this.scheme } });
  }

  private async *observeWarnings(file: string, lines: AsyncIterable<TSourceLine>) {
    for await (const line of lines) {
      for (const message of line.warnings) this.warn({ file, line: line.line }, message);
      if (line.rejected !== undefined) {
        // The adapter sees it as a blank line; it is counted and reported here.
        this.counts.read += 1;
        this.reject({ file, line: line.line }, line.rejected);
      }
      yield line;
    }
  }

  /** Writes what is buffered and waits for every batch. */
  async flushAll() {
    await this.flush();
    await this.inFlight;
  }

  async finish() {
    await this.flushAll();
    await refreshAfterIngest(this.db, this.runId, {
      stored: this.counts.stored,
      storedTrajectories: this.storedTrajectories,
      storedLabelSets: this.storedLabelSets,
      touchedSteps: this.touchedSteps,
      touchedQuestions: this.touchedQuestions,
    });
    this.progress();
  }

  private touchQuestions(questions: readonly string[]) {
    if (!this.touchedQuestions) return;
    for (const question of questions) this.touchedQuestions.add(question);
    if (this.touchedQuestions.size > QUESTION_REFRESH_ALL_ABOVE) this.touchedQuestions = null;
  }

  private async accept(item: TAdapterItem) {
    if (item.kind === "reject") return this.reject(item.location, item.reason, item.excerpt);
    const json = recordJson(item.record);
    if (json === null) return this.reject(item.location, "nested too deeply to read");
    // JSON.stringify writes NUL and lone surrogates as \u escapes: only then is a deep copy needed.
    const sanitized = /\\u0000|\\ud[89a-f]/i.test(json) ? sanitizeForPostgres(item.record) : null;
    if (sanitized?.replaced) {
      this.warn(item.location, `${sanitized.replaced} NUL or unpaired surrogate character(s) replaced with U+FFFD`);
    }
    const validation = validateRecord(sanitized?.value ?? item.record);
    if (!validation.ok) return this.reject(item.location, validation.reason, json.slice(0, 200));
    const { record } = validation;
    switch (record.type) {
      case "meta":
        return this.count("unchanged", item.location);
      case "run":
        return this.acceptRun(record, item.location);
      case "trajectory":
        return this.acceptTrajectory(record, json, item.location);
      case "labels":
        this.labelSets.push({ record, location: item.location });
        if (this.labelSets.length >= (this.options.batchSize ?? 1000)) await this.flush();
        return;
      case "metrics":
        this.metrics.push({ record, location: item.location });
        if (this.metrics.length >= 1000) await this.flush();
        return;
      case "tree_node":
        this.treeNodes.push(record);
        if (this.treeNodes.length >= 2000) await this.flush();
        return;
      case "preference_pair":
        this.pairs.push(this.pairIdentities.identify(record));
        if (this.pairs.length >= 2000) await this.flush();
        return;
    }
  }

  private async acceptRun(record: TRunRecord, location: TLocation) {
    await this.flush();
    const { type: _type, run: _name, ...fromFile } = record;
    const given = Object.entries(this.options.metadata ?? {}).filter(([, v]) => v !== null && v !== undefined);
    const { changed } = await upsertRun(this.db, this.options.run, { ...fromFile, ...Object.fromEntries(given) });
    this.scheme = await schemeOf(this.db, this.options.run);
    this.count(changed ? "stored" : "unchanged", location);
  }

  /** `json` is the record as read: its hash is the trajectory's content identity. */
  private async acceptTrajectory(record: TTrajectoryRecord, json: string, location: TLocation) {
    const identity = this.identities.identify(record.id, json, location);
    if (identity.kind === "conflict") return this.reject(location, identity.reason, json.slice(0, 200));
    if (identity.kind === "repeat") return this.count("unchanged", location);
    // The file's name, not its path: it names the record in the list ("12.jsonl:7") wherever it was read from.
    const source = { file: path.basename(location.file), line: location.line };
    this.trajectories.push({ ...prepareTrajectory(record, identity, this.scheme), source });
    this.trajectoryLocations.push(location);
    this.trajectoryBytes += json.length;
    if (this.trajectories.length >= (this.options.batchSize ?? 1000) || this.trajectoryBytes >= MAX_BATCH_BYTES) {
      await this.flush();
    }
  }

  /** Queues what is buffered for writing; waits only for the write before it (one in flight). */
  private async flush() {
    const trajectories = this.trajectories;
    const trajectoryLocations = this.trajectoryLocations;
    const labelSets = this.labelSets;
    const metrics = this.metrics;
    const treeNodes = this.treeNodes;
    const pairs = this.pairs;
    if (!trajectories.length && !labelSets.length && !metrics.length && !treeNodes.length && !pairs.length) return;
    this.trajectories = [];
    this.trajectoryLocations = [];
    this.trajectoryBytes = 0;
    this.labelSets = [];
    this.metrics = [];
    this.treeNodes = [];
    this.pairs = [];
    const previous = this.inFlight;
    this.inFlight = previous.then(async () => {
      // Trajectories first: labels in the same flush may refer to them.
      const result = await writeTrajectoryBatch(this.db, this.runId, trajectories);
      this.counts.stored += result.stored;
      this.storedTrajectories += result.stored;
      this.counts.unchanged += result.unchanged;
      this.peopleLabels.carried += result.peopleLabels.carried;
      this.peopleLabels.orphaned += result.peopleLabels.orphaned;
      for (const step of result.touchedSteps) this.touchedSteps.add(step);
      this.touchQuestions(result.touchedQuestions);
      if (this.options.refreshAllSteps) {
        for (const t of trajectories) if (t.trainingStep !== null) this.touchedSteps.add(t.trainingStep);
      }
      if (this.options.onOutcome) {
        const stored = new Set(result.storedExternalIds);
        trajectories.forEach((t, i) =>
          this.options.onOutcome!(trajectoryLocations[i]!, stored.has(t.externalId) ? "stored" : "unchanged"),
        );
      }
      await this.writeLabelSets(labelSets);
      await this.writeMetrics(metrics);
      for (const outcome of [
        await writeTreeNodes(this.db, this.runId, treeNodes),
        await writePreferencePairs(this.db, this.runId, pairs),
      ]) {
        this.counts.stored += outcome.stored;
        this.counts.unchanged += outcome.unchanged;
      }
      this.progress();
    });
    // Read on while it writes: a failed write is rethrown by the next flush, not left unhandled.
    this.inFlight.catch(() => {});
    await previous;
  }

  private async writeLabelSets(sets: { record: TLabelsRecord; location: TLocation }[]) {
    const results = await writeLabelSets(
      this.db,
      this.runId,
      sets.map(({ record }) => ({
        trajectory: record.trajectory,
        labels: record.labels.map(({ step, ...label }) => prepareLabel(label, step ?? null)),
      })),
    );
    results.forEach((result, i) => {
      if (result.status === "rejected") return this.reject(sets[i]!.location, result.reason);
      this.count(result.status, sets[i]!.location);
      if (result.status === "stored") this.storedLabelSets += 1;
      if (result.status === "stored" && result.trainingStep !== null) this.touchedSteps.add(result.trainingStep);
    });
  }

  private async writeMetrics(records: { record: TMetricsRecord; location: TLocation }[]) {
    const stored = await writeMetricRecords(
      this.db,
      this.runId,
      records.map(({ record }) => record),
    );
    records.forEach(({ location }, i) => this.count(stored[i] ? "stored" : "unchanged", location));
  }

  private count(outcome: "stored" | "unchanged", location: TLocation) {
    this.counts[outcome] += 1;
    this.options.onOutcome?.(location, outcome);
  }

  private reject(location: TLocation, reason: string, excerpt?: string, lines = 1) {
    this.counts.rejected += lines;
    this.options.onReject?.({ ...location, reason, excerpt });
  }

  private warn(location: TLocation, message: string) {
    this.counts.warnings += 1;
    this.options.onWarning?.({ ...location, message });
  }

  private progress() {
    this.options.onProgress?.({ ...this.counts, file: this.file, elapsedMs: this.elapsedMs() });
  }
}

async function schemeOf(db: TSqlDatabase, run: string): Promise<AnswerScheme> {
  const config = (await getRunByName(db, run))?.config as { normalization?: AnswerScheme } | null;
  return config?.normalization ?? "flashrag";
}
