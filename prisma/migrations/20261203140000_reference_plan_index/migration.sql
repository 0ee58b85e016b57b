-- CreateIndex: the trajectories that carry a reference plan (Search-P1's path score needs them in
-- TypeScript, lib/what-if/server/what-if-js.ts). A what-if asks, batch by batch, which of a batch's
-- trajectories have one: without this index each asking read the batch's rows (21 ms per 20,000,
-- a second over a million-trajectory run); with it, a run without reference plans answers from an
-- empty range. Partial, so a run without them adds nothing. Prisma cannot declare a partial index:
-- lib/db/schema-drift.ts lists it.
CREATE INDEX "trajectories_reference_plan_idx" ON "trajectories"("run_id", "id") WHERE cardinality("reference_plan") > 0;
