import * as z from 'zod/mini';

export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  author: z.string(),
  title: z.nullable(z.string()),
  company: z.nullable(z.string()),
  image: z.nullable(z.string()),
  featured: z.boolean(),
  quotedOn: z.nullable(z.string()),
  sourceLabel: z.nullable(z.string()),
  sourceUrl: z.nullable(z.string()),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
