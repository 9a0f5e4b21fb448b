// One benchmark result line: a figure, the baseline measured in the same run, their ratio
// and the target the issue sets.
export interface BenchRow {
  name: string;
  value: string;
  baseline?: string;
  ratio?: string;
  target?: string;
}

export type Report = (row: BenchRow) => void;
