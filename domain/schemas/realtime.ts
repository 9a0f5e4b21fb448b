// The realtime stream's contract (GET /api/realtime): on its own, for every page's realtime
// client loads it, the home page's first load included, and the rest of the market contracts
// (market.ts) would come with it.
import * as z from 'zod/mini';
import { INDEX_IDS } from '../index-methodology/methodologies.ts';
import { INDEX_TYPES } from './common.ts';

/** One Server-Sent Event of GET /api/realtime (event name = type). */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('constituents'), op: z.string(), indexType: z.enum(INDEX_TYPES) }),
  z.object({ type: z.literal('price'), op: z.string(), symbol: z.string(), price: z.number(), timestamp: z.string() }),
  z.object({ type: z.literal('index_history'), op: z.string(), indexType: z.enum(INDEX_IDS), date: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
