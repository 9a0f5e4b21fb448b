// GET /api/testimonials/featured: the home page's featured quote (404 when none is featured).
import { AppError } from '../../domain/errors.ts';
import { createRouter } from '../app-env.ts';
import { getFeaturedTestimonial } from '../db/queries/testimonials.ts';

export const testimonialRoutes = createRouter().get('/featured', async (c) => {
  const testimonial = await getFeaturedTestimonial(c.var.db);
  if (!testimonial) throw new AppError('NOT_FOUND', { message: 'No featured testimonial' });
  return c.json(testimonial);
});
