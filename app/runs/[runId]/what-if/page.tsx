import type { Metadata } from "next";
import { connection } from "next/server";
import { WhatIfView } from "@/components/what-if/what-if-view";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { findWhatIfRun } from "@/lib/what-if/server/queries";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";

type TProps = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `What-if · ${runNameOf((await params).runId)}` };
}

// The controls render at once; the what-if itself (seconds on a million trajectories) and the run
// metrics are fetched by the client under the same keys, and the URL holds the reward and weights.
export default async function WhatIfPage({ params }: TProps) {
  await connection();
  const name = runNameOf((await params).runId);
  const [run, whatIfRun] = await orNotFound(Promise.all([resolveRunHeader({ run: name }), findWhatIfRun(name)]));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="what-if" />
      <WhatIfView runName={run.name} runDefault={defaultSpec(whatIfRun.reward)} reward={whatIfRun.reward} />
    </div>
  );
}
