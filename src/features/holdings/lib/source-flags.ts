// What a holding's source note says about the figure itself: an estimate rather than a
// disclosure, coins seized by law enforcement rather than a declared reserve, or coins a
// source lists under a country that are not the state's at all (Ukraine's figure is its
// public officials' declared holdings).

export interface SourceFlags {
  estimate: boolean;
  seized: boolean;
  notStateReserve: boolean;
}

const ESTIMATE = /\bestimat|\binferred\b|\blow confidence\b|\bapprox|\bunverified\b/i;
const SEIZED = /\bseiz|\bforfeit|\bconfiscat/i;
const NOT_STATE_RESERVE = /\bnot a (?:state|government|national) reserve\b|\bholdings of public officials\b/i;

export function sourceFlags(note: string | null): SourceFlags {
  return {
    estimate: note !== null && ESTIMATE.test(note),
    seized: note !== null && SEIZED.test(note),
    notStateReserve: note !== null && NOT_STATE_RESERVE.test(note),
  };
}
