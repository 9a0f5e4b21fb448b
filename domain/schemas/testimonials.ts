import { z } from 'zod';

export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  author: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  image: z.string().nullable(),
  featured: z.boolean(),
  quotedOn: z.string().nullable(),
  sourceLabel: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
