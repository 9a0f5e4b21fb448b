// POST /api/constituents (admin): adds one constituent. The holdings store's addConstituent
// calls it (and refetches); hooks/use-constituent-writes.ts wraps that for components.
import { constituentSchema, type Constituent } from '@domain/schemas/constituents';
import type { ConstituentInput } from '@domain/schemas/market';
import { api } from '@/lib/api-client';

export const postConstituent = (input: ConstituentInput): Promise<Constituent> =>
  api.post('/api/constituents', input, constituentSchema);
