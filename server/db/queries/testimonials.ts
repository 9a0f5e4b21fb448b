// Reads of testimonials: the one featured quote for the home page.
import { eq } from 'drizzle-orm';
import type { Testimonial } from '../../../domain/schemas/testimonials.ts';
import type { Database } from '../client.ts';
import { testimonials, type TestimonialRow } from '../schema.ts';

function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    author: row.author,
    title: row.title,
    company: row.company,
    image: row.image,
    featured: row.featured,
    quotedOn: row.quotedOn,
    sourceLabel: row.sourceLabel,
    sourceUrl: row.sourceUrl,
  };
}

/** The featured testimonial, or null when none is featured. */
export async function getFeaturedTestimonial(db: Database): Promise<Testimonial | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.featured, true)).limit(1);
  return row ? toTestimonial(row) : null;
}
