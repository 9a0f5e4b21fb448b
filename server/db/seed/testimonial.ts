// The home page's featured quote: a real, sourced statement (facts.md section 8), shown as
// a quote about corporate Bitcoin treasuries with its date and source, never invented.
import type { testimonials } from '../schema.ts';

export const FEATURED_TESTIMONIAL = {
  quote:
    "This investment reflects our belief that Bitcoin, as the world's most widely-adopted cryptocurrency, " +
    'is a dependable store of value and an attractive investment asset with more long-term appreciation ' +
    'potential than holding cash.',
  author: 'Michael J. Saylor',
  title: 'CEO at the time of the quote',
  company: 'MicroStrategy Incorporated',
  image: null,
  quotedOn: '2020-08-11',
  sourceLabel: 'MicroStrategy press release, Business Wire, Aug 11, 2020',
  // Business Wire news id 20200811005331 (facts.md section 8).
  sourceUrl: 'https://www.businesswire.com/news/home/20200811005331/en/',
} satisfies Omit<typeof testimonials.$inferInsert, 'featured'>;
