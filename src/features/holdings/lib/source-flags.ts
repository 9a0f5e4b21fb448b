// What a holding's source note says about the figure itself: an estimate rather than a
// disclosure, or coins seized by law enforcement rather than a declared reserve.

export interface SourceFlags {
  estimate: boolean;
  seized: boolean;
}

const ESTIMATE = /\bestimat|\binferred\b|\blow confidence\b|\bapprox|\bunverified\b/i;
const SEIZED = /\bseiz|\bforfeit|\bconfiscat/i;

export function sourceFlags(note: string | null): SourceFlags {
  return { estimate: note !== null && ESTIMATE.test(note), seized: note !== null && SEIZED.test(note) };
}
