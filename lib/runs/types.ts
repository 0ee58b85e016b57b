/** A run as the runs list shows it (the JSON the API returns: dates as ISO strings). */
export type TRunSummary = {
  id: number;
  name: string;
  method: string | null;
  model: string | null;
  trajectoryCount: number;
  createdAt: string;
};
