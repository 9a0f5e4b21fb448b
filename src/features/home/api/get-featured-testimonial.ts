// GET /api/testimonials/featured: the one featured quote, or null when none is featured
// (the server answers 404 then, which is not a failure worth an alert).
import { testimonialSchema, type Testimonial } from '@domain/schemas/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

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
    queryKey: ['testimonials', 'featured'],
    queryFn: ({ signal }) => getFeaturedTestimonial(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useFeaturedTestimonial({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getFeaturedTestimonialQueryOptions> } = {}) {
  return useQuery({ ...getFeaturedTestimonialQueryOptions(), ...queryConfig });
}
