// POST /api/constituents (admin): adds one constituent. The holdings store's addConstituent
// calls it (storing a failure's text and rethrowing) and refreshes what the new row touches.
import { constituentSchema, type Constituent } from '@domain/schemas/constituents';
import type { ConstituentInput } from '@domain/schemas/market';
import { api } from '@/lib/api-client';

export const postConstituent = (input: ConstituentInput): Promise<Constituent> =>
  api.post('/api/constituents', input, constituentSchema);
