// GET /api/testimonials/featured: the one featured quote, or null when none is featured
// (the server answers 404 then, which is not a failure worth an alert).
import { testimonialSchema, type Testimonial } from '@domain/schemas/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { testimonialKeys } from '../query-keys';

/** A featured quote changes with an editor's decision, not with the market. */
const TESTIMONIAL_STALE_TIME_MS = 60 * 60 * 1000;

export async function getFeaturedTestimonial(signal?: AbortSignal): Promise<Testimonial | null> {
  try {
    return await api.get('/api/testimonials/featured', { signal }, testimonialSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getFeaturedTestimonialQueryOptions = () =>
  queryOptions({
    queryKey: testimonialKeys.featured,
    queryFn: ({ signal }) => getFeaturedTestimonial(signal),
    staleTime: TESTIMONIAL_STALE_TIME_MS,
  });

export function useFeaturedTestimonial({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getFeaturedTestimonialQueryOptions> } = {}) {
  return useQuery({ ...getFeaturedTestimonialQueryOptions(), ...queryConfig });
}
